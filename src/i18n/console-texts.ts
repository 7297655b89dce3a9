/**
 * The content console's texts (its screens, the media library, and the server's messages about
 * the website), loaded with the `/content` routes rather than with the app: they are about a
 * twentieth of the catalogue, and the warden's phone, whose sign-in and posting screens have a
 * JavaScript budget (docs/benchmarks.md, P3), never shows them. The supervisors' charts' texts
 * and the admin console's load the same way, with the charts and with the consoles' layouts.
 */
import { addTexts, type Lang } from './i18n';

async function contentTexts(lang: Lang): Promise<Record<string, string>> {
  if (lang === 'kn') {
    const [content, library] = await Promise.all([import('./content-kn'), import('./library-kn')]);
    return { ...content.contentKn, ...library.libraryKn };
  }
  const [content, library] = await Promise.all([import('./content-en'), import('./library-en')]);
  return { ...content.contentEn, ...library.libraryEn };
}

/** Awaited by the `/content` layout route before it renders. */
export const loadContentTexts = (): Promise<void> => addTexts(contentTexts);

async function chartTexts(lang: Lang): Promise<Record<string, string>> {
  return lang === 'kn' ? (await import('./charts-kn')).chartsKn : (await import('./charts-en')).chartsEn;
}

/** Awaited by the charts' lazy module before it renders. */
export const loadChartTexts = (): Promise<void> => addTexts(chartTexts);

async function adminTexts(lang: Lang): Promise<Record<string, string>> {
  return lang === 'kn'
    ? (await import('./admin-console-kn')).adminConsoleKn
    : (await import('./admin-console-en')).adminConsoleEn;
}

/**
 * The admin console's texts ('adm.'), awaited by the `/admin` layout route and by the `/dd` one, whose
 * home and incomplete lists share the admin's institution screens: a warden never shows them.
 */
export const loadAdminTexts = (): Promise<void> => addTexts(adminTexts);
