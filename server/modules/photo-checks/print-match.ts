/**
 * Matching many fingerprints fast (docs/review.md): a new post's photos are compared with a few
 * thousand earlier ones, each with its plain hash and its crop variants (pdq.ts, `printDistance`),
 * inside the post's insert transaction, so it must take milliseconds. The hashes are read once into
 * 32-bit words, and a comparison stops as soon as it passes the limit: two different photos differ
 * in about half their bits, so most comparisons end after two or three of their eight words. The
 * answer equals printDistance's whenever that is within the limit (tests/unit/pdq.test.ts).
 */

/** A fingerprint as 32-bit words: 8 for the plain hash, 8 per crop variant. */
export interface PrintWords {
  pdq: Uint32Array;
  variants: Uint32Array | null;
}

/**
 * The bytes as words, in the machine's order (both sides of a comparison use the same): a view when
 * they are aligned, else an aligned copy.
 */
const words = (bytes: Uint8Array): Uint32Array => {
  if (bytes.byteOffset % 4 === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  const copy = new Uint8Array(bytes.byteLength & ~3);
  copy.set(bytes.subarray(0, copy.byteLength));
  return new Uint32Array(copy.buffer);
};

export const toWords = (print: { pdq: Uint8Array; variants: Uint8Array | null }): PrintWords => ({
  pdq: words(print.pdq),
  variants: print.variants && print.variants.byteLength >= 32 ? words(print.variants) : null,
});

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Bits differing between the hashes at a[ao..ao+8) and b[bo..bo+8), or more than `limit` once it is passed. */
function hammingWithin(a: Uint32Array, ao: number, b: Uint32Array, bo: number, limit: number): number {
  let distance = 0;
  for (let i = 0; i < 8; i++) {
    distance += popcount(a[ao + i]! ^ b[bo + i]!);
    if (distance > limit) return distance;
  }
  return distance;
}

/** The nearest of `variants` to the hash `hash`, or more than `limit`. */
function nearestWithin(hash: Uint32Array, variants: Uint32Array | null, limit: number): number {
  let best = limit + 1;
  if (!variants) return best;
  for (let o = 0; o < variants.length && best > 0; o += 8)
    best = Math.min(best, hammingWithin(hash, 0, variants, o, best - 1));
  return best;
}

/**
 * printDistance(a, b) when it is at most `limit`; otherwise some number above `limit`. Plain hashes
 * first, then each one's hash against the other's crops.
 */
export function distanceWithin(a: PrintWords, b: PrintWords, limit: number): number {
  const plain = hammingWithin(a.pdq, 0, b.pdq, 0, limit);
  if (plain === 0) return 0;
  const best = Math.min(plain, limit + 1);
  return Math.min(best, nearestWithin(a.pdq, b.variants, best - 1), nearestWithin(b.pdq, a.variants, best - 1));
}
