/**
 * The reader's character count walks long texts in windows: it must count exactly what one walk of
 * the whole text counts, wherever a window's edge falls (inside a flag pair, an emoji family, a
 * Kannada conjunct, a CR LF), and its time must grow with the text, not with its square.
 */
import { describe, expect, it } from 'vitest';
import { fill } from '../messages.ts';
import { folderNameSchema } from '../media-queries.ts';
import { graphemeLength } from './grapheme-length.ts';
import { textError, type FieldDefinition } from './site-fields.ts';
import { SITE_MSG, LIBRARY_MSG } from './site-messages.ts';
import { sectionByKey } from './site-sections.ts';

/** One walk of the whole text, with Kannada conjuncts joined: the count the windows must match. */
function wholeWalk(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let n = 0;
  let joinNext = false;
  for (const { segment } of segmenter.segment(text)) {
    if (!(joinNext && /^[\u0C95-\u0CB9\u0CDE]/.test(segment))) n += 1;
    joinNext = segment.endsWith('\u0CCD');
  }
  return n;
}

const PIECES = ['a', ' ', 'ಕ್ಷ', 'ಲಕ್ಷ್ಮೀ', '🇮🇳', '👨‍👩‍👧', 'e\u0301', '\r\n', 'ಕನ್ನಡ', '👩🏽‍🍳', '₹'];

describe('graphemeLength', () => {
  it('counts what one walk of the whole text counts, wherever the windows fall', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 60; round += 1) {
      const pieces = Array.from({ length: 50 + (next() % 400) }, () => PIECES[next() % PIECES.length]!);
      // Shift the text by a few units so that window edges land everywhere.
      const text = 'x'.repeat(round % 7) + pieces.join('');
      expect(graphemeLength(text), `round ${round}`).toBe(wholeWalk(text));
    }
    expect(graphemeLength('🇮🇳'.repeat(500))).toBe(500);
    expect(graphemeLength('ಕ್ಷ'.repeat(1000))).toBe(1000);
  });

  it('takes time that grows with the text, not its square', () => {
    const time = (n: number) => {
      const text = 'ಕನ್ನಡ '.repeat(n / 6);
      const started = performance.now();
      graphemeLength(text);
      return performance.now() - started;
    };
    time(10_000);
    // Ten times the text in well under a hundred times the time (a square would be 100x).
    const ratio = Math.min(time(200_000), time(200_000)) / Math.max(0.5, Math.min(time(20_000), time(20_000)));
    expect(ratio).toBeLessThan(40);
  });
});

describe('a text longer than its limit allows in any script', () => {
  const review = sectionByKey('testimonials')!.fields.find((f) => f.key === 'review') as FieldDefinition;

  it('is refused by its raw length with the field’s own message', () => {
    const tooLong = fill(SITE_MSG.tooLong, { max: 180 });
    expect(textError(review, 'a'.repeat(180 * 4 + 1), true)).toBe(tooLong);
    expect(textError(review, 'ಕ'.repeat(1_000_000), true)).toBe(tooLong);
    // At the raw limit, the reader's count decides: 180 conjuncts with vowel signs of four units each.
    expect(textError(review, 'ಕ್ಷೀ'.repeat(180), true)).toBeNull();
  });

  it('refuses a 1 MB folder name with the folder message, once', () => {
    const result = folderNameSchema.safeParse('a'.repeat(1024 * 1024));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LIBRARY_MSG.folderTooLong]);
  });
});
