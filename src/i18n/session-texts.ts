/**
 * Texts the sign-in form never shows, kept out of the app's first download (the sign-in route has
 * a JavaScript budget, docs/benchmarks.md, P3) and loaded like the consoles' (console-texts.ts):
 * - every signed-in screen's (signed-in-en.ts), awaited by the signed-in layout routes (/dashboard,
 *   /admin, /dd, /helpline, /content) and /x/connected before they render;
 * - password recovery's and two-factor sign-in's (auth-flow-en.ts), awaited by their routes and by
 *   the sign-in page's second step.
 * Every chunk is precached by the service worker, so these screens open offline as before.
 */
import { addTexts, type Lang } from './i18n';

async function signedInTexts(lang: Lang): Promise<Record<string, string>> {
  return lang === 'kn' ? (await import('./signed-in-kn')).signedInKn : (await import('./signed-in-en')).signedInEn;
}

export const loadSignedInTexts = (): Promise<void> => addTexts(signedInTexts);

async function authFlowTexts(lang: Lang): Promise<Record<string, string>> {
  return lang === 'kn' ? (await import('./auth-flow-kn')).authFlowKn : (await import('./auth-flow-en')).authFlowEn;
}

export const loadAuthFlowTexts = (): Promise<void> => addTexts(authFlowTexts);
