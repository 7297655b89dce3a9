/**
 * The help page's texts (help-en.ts, help-kn.ts), loaded with the `/help` route rather than with
 * the app: they are long, and the sign-in and posting screens have a JavaScript budget
 * (docs/benchmarks.md, P3). The chunk is precached like every other, so the page opens offline.
 */
import { addTexts, type Lang } from './i18n';

async function helpTexts(lang: Lang): Promise<Record<string, string>> {
  return lang === 'kn' ? (await import('./help-kn')).helpKn : (await import('./help-en')).helpEn;
}

/** Awaited by the `/help` route before it renders. */
export const loadHelpTexts = (): Promise<void> => addTexts(helpTexts);
