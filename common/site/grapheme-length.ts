/**
 * Characters as a reader counts them: grapheme clusters (a Kannada letter with its vowel sign is
 * one), with Kannada conjuncts joined, in time linear in the text's length.
 *
 * V8's Intl.Segmenter takes time that grows with the square of the text it walks (10,000
 * characters 40 ms, 40,000 half a second), so one long paste could hold the server's only thread
 * or freeze the editor. The text is therefore walked in windows of WINDOW code units, each
 * starting where the one before found a cluster boundary: a cluster never straddles two windows,
 * and every rule that decides a boundary sees the whole cluster and the character after it.
 * Only a single cluster longer than a window (hundreds of combining marks on one letter) is
 * counted as more than one, and such a text is far over every limit anyway. Windows of 64 were
 * the fastest measured (1,000,000 Kannada letters in about 0.4 s; printable ASCII is counted
 * without the segmenter). Callers still refuse a text by its raw length first (site-fields.ts).
 */
const WINDOW = 64;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Unicode's grapheme rules join conjuncts (a virama between consonants) only for six Indic
// scripts, not Kannada: ಕ್ಷ is two clusters to Intl.Segmenter but one letter to a reader.
const VIRAMA = '\u0CCD';
const STARTS_WITH_CONSONANT = /^[\u0C95-\u0CB9\u0CDE]/;
// Printable ASCII alone: one character is one cluster (the segmenter takes half a microsecond each).
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Characters as a reader counts them (see above). */
export function graphemeLength(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let count = 0;
  let joinNext = false;
  let start = 0;
  while (start < text.length) {
    const last = start + 2 * WINDOW >= text.length;
    const window = last ? text.slice(start) : text.slice(start, start + 2 * WINDOW);
    let next = start + window.length;
    for (const { segment, index } of segmenter.segment(window)) {
      // Clusters starting in the second half are left to the next window, which sees what follows them.
      if (!last && index >= WINDOW) {
        next = start + index;
        break;
      }
      if (!(joinNext && STARTS_WITH_CONSONANT.test(segment))) count += 1;
      joinNext = segment.endsWith(VIRAMA);
    }
    start = next;
  }
  return count;
}
