/**
 * A perceptual fingerprint of a meal photo, to catch a warden posting an earlier photo again
 * (re-encoded, resized, brightened, stamped with a new date): Meta's PDQ hash, 256 bits, with its
 * quality score. pdq-luma.ts decodes the photo, pdq-dct.ts does PDQ's arithmetic; this file is
 * the module's face. docs/benchmarks.md ('P12, reused photos') measures it and chose
 * REUSE_DISTANCE; it also shows PDQ's limit: a crop of more than a few per cent moves the hash
 * far, whatever the threshold.
 */
import { pdqOfLuma } from './pdq-dct';
import { lumaOf } from './pdq-luma';

export interface Fingerprint {
  /** 32 bytes, big-endian: `pdq.toString('hex')` is the hash as PDQ's tools print it. */
  pdq: Buffer;
  /** PDQ's quality, 0..100; its authors discard hashes of quality 49 or less for matching. */
  quality: number;
}

/**
 * Two photos whose fingerprints are at most this many bits apart are the same photo. 31, PDQ's
 * authors' suggestion, kept after the benchmark (docs/benchmarks.md, 'P12, reused photos'): no
 * threshold reaches both 95 % recall and ≤ 1 % false alarms once copies are cropped by up to 5 %
 * (PDQ is not shift-tolerant: a 3–5 % crop moves a hash 40–100 bits), so the threshold is set for
 * the false alarms, which add up over a hostel's whole history of photos. At 31: no false alarm in
 * 1,423 different pairs (the nearest was 42), 96.5 % of uncropped copies and 38 % of the cropped
 * ones caught. At 60 the cropped ones reach 92.5 % and the false alarms 1 %.
 */
export const REUSE_DISTANCE = 31;

/** The photo's PDQ fingerprint, or null for a file sharp cannot read as a raster image. */
export async function fingerprintOf(bytes: Buffer): Promise<Fingerprint | null> {
  const image = await lumaOf(bytes);
  return image && pdqOfLuma(image.luma, image.rows, image.cols);
}

/** Bits set in a 32-bit word. */
function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Hamming distance of two fingerprints' hashes, 0..256. */
export function pdqDistance(a: Buffer, b: Buffer): number {
  if (a.length !== 32 || b.length !== 32) throw new RangeError('a PDQ hash is 32 bytes');
  let distance = 0;
  for (let i = 0; i < 32; i += 4) distance += popcount((a.readUInt32LE(i) ^ b.readUInt32LE(i)) >>> 0);
  return distance;
}
