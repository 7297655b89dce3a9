/**
 * A perceptual fingerprint of a meal photo, to catch a warden posting an earlier photo again
 * (re-encoded, resized, cropped by a few per cent, brightened, stamped with a new date): Meta's
 * PDQ hash, 256 bits, with its quality score, plus the hashes of 25 crops of the photo, since PDQ
 * alone is not shift-tolerant. pdq-luma.ts decodes the photo, pdq-filter.ts and pdq-dct.ts do
 * PDQ's arithmetic, pdq-variants.ts cuts the crops; this file is the module's face.
 * docs/benchmarks.md ('P12, reused photos') measures it and chose the crops and REUSE_DISTANCE.
 */
import { pdqOfLuma } from './pdq-dct';
import { lumaOf } from './pdq-luma';
import { cropHashes } from './pdq-variants';

export interface Fingerprint {
  /** 32 bytes, big-endian: `pdq.toString('hex')` is the hash as PDQ's tools print it. */
  pdq: Buffer;
  /** PDQ's quality, 0..100; its authors discard hashes of quality 49 or less for matching. */
  quality: number;
  /** k × 32 bytes: the hashes of crops of the photo (pdq-variants.ts), for printDistance. */
  variants: Buffer;
}

/**
 * Two photos whose printDistance is at most this many bits are the same photo. Chosen on the
 * benchmark (docs/benchmarks.md, 'P12, reused photos'): at 36, 97 % of copies cropped by up to
 * 5 %, scaled, brightened, re-stamped and re-encoded are caught, and none of 21,703 different
 * pairs matched (the nearest, the same hostel's menu chart on two days, was 40 bits apart). The
 * highest threshold with no false alarm there was 39; 36 leaves a margin, since false alarms add
 * up over the thousands of earlier photos each new one is compared with.
 */
export const REUSE_DISTANCE = 36;

/**
 * The photo's fingerprint, or null for a file sharp cannot read as a raster image: one decode,
 * one tent filter, the plain hash and the crop variants from the same filtered luminance.
 */
export async function fingerprintOf(bytes: Buffer): Promise<Fingerprint | null> {
  const image = await lumaOf(bytes);
  if (!image) return null;
  const { luma, rows, cols } = image;
  const { pdq, quality } = pdqOfLuma(luma, rows, cols);
  return { pdq, quality, variants: cropHashes(luma, rows, cols) };
}

/** Bits set in a 32-bit word. */
function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Hamming distance of the 32-byte hashes at `a[ao]` and `b[bo]`. */
function hamming(a: Buffer, ao: number, b: Buffer, bo: number): number {
  let distance = 0;
  for (let i = 0; i < 32; i += 4) distance += popcount((a.readUInt32LE(ao + i) ^ b.readUInt32LE(bo + i)) >>> 0);
  return distance;
}

/** Hamming distance of two fingerprints' hashes, 0..256. */
export function pdqDistance(a: Buffer, b: Buffer): number {
  if (a.length !== 32 || b.length !== 32) throw new RangeError('a PDQ hash is 32 bytes');
  return hamming(a, 0, b, 0);
}

/** The distance from `hash` to the nearest of `variants` (k × 32 bytes); 256 when there are none. */
function nearestVariant(hash: Buffer, variants: Buffer | null): number {
  if (!variants) return 256;
  if (variants.length % 32 !== 0) throw new RangeError('variants are 32-byte PDQ hashes');
  let best = 256;
  for (let o = 0; o < variants.length && best > 0; o += 32) best = Math.min(best, hamming(hash, 0, variants, o));
  return best;
}

/**
 * How far apart two photos are, 0..256: the smallest distance between one's plain hash and the
 * other's plain hash or any of its crop variants, both ways. A null `variants` (a photo
 * fingerprinted before the variants existed) offers only its plain hash.
 */
export function printDistance(
  a: { pdq: Buffer; variants: Buffer | null },
  b: { pdq: Buffer; variants: Buffer | null },
): number {
  const plain = pdqDistance(a.pdq, b.pdq);
  if (plain === 0) return 0;
  return Math.min(plain, nearestVariant(a.pdq, b.variants), nearestVariant(b.pdq, a.variants));
}
