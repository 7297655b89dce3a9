/**
 * The review queue's texts (review-en.ts, review-kn.ts), loaded with the `/dd/review` and
 * `/admin/review` routes rather than with the app: the sign-in and posting screens have a
 * JavaScript budget (docs/benchmarks.md, P3), and a warden never sees the queue.
 */
import { addTexts, type Lang } from './i18n';

async function reviewTexts(lang: Lang): Promise<Record<string, string>> {
  return lang === 'kn' ? (await import('./review-kn')).reviewKn : (await import('./review-en')).reviewEn;
}

/** Awaited by the queue's routes before they render. */
export const loadReviewTexts = (): Promise<void> => addTexts(reviewTexts);
