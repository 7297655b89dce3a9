/**
 * The arithmetic of Meta's PDQ perceptual hash on a luminance image, apart from decoding (pdq.ts
 * decodes with sharp and calls pdqOfLuma). Written from the reference's description and C++ code
 * (github.com/facebook/ThreatExchange, pdq/cpp/hashing/pdqhashing.cpp and
 * pdq/cpp/downscaling/downscaling.cpp), step by step:
 *   1. a tent filter (two X,Y passes of Jarosz box filters, window ⌈size / 128⌉) and decimation
 *      to 64×64, sampling the centre of each cell (pdq-filter.ts);
 *   2. the quality metric: the sum of the quantised gradients of the 64×64 image ÷ 90, at most 100;
 *   3. the DCT coefficients (1..16)×(1..16) of the 64×64 image (the DC row and column left out);
 *   4. bit i·16+j set when coefficient (i, j) is above the median of the 256.
 * The bits are laid out as the reference prints its hex: the 256-bit number with bit k = 2^k,
 * big-endian, so `pdq.toString('hex')` equals the reference's hash string.
 */

import { jaroszFilter, sampleGrid } from './pdq-filter';

const MIN_HASHABLE_DIM = 5;

/** The 16×64 DCT-II matrix, rows 1..16 of the 64-point basis (the reference's dct_matrix_64). */
const DCT = (() => {
  const matrix = new Float64Array(16 * 64);
  const scale = Math.sqrt(2 / 64);
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 64; j++) matrix[i * 64 + j] = scale * Math.cos((Math.PI / 2 / 64) * (i + 1) * (2 * j + 1));
  }
  return matrix;
})();

/** PDQ's quality, 0..100: how much significant gradient the 64×64 image has (flat images score low). */
function qualityOf(img: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < 63; i++) {
    for (let j = 0; j < 64; j++) sum += Math.abs(Math.trunc(((img[i * 64 + j]! - img[(i + 1) * 64 + j]!) * 100) / 255));
  }
  for (let i = 0; i < 64; i++) {
    for (let j = 0; j < 63; j++) sum += Math.abs(Math.trunc(((img[i * 64 + j]! - img[i * 64 + j + 1]!) * 100) / 255));
  }
  return Math.min(100, Math.floor(sum / 90));
}

/** B = D·A·Dᵀ: the 16×16 low-frequency DCT coefficients of the 64×64 image A. */
function dct64To16(img: Float32Array): Float64Array {
  const t = new Float64Array(16 * 64);
  for (let i = 0; i < 16; i++) {
    for (let k = 0; k < 64; k++) {
      const d = DCT[i * 64 + k]!;
      const row = k * 64;
      for (let j = 0; j < 64; j++) t[i * 64 + j] = t[i * 64 + j]! + d * img[row + j]!;
    }
  }
  const out = new Float64Array(256);
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 16; j++) {
      let sum = 0;
      for (let k = 0; k < 64; k++) sum += t[i * 64 + k]! * DCT[j * 64 + k]!;
      out[i * 16 + j] = sum;
    }
  }
  return out;
}

/** The 256 bits: coefficient above the median (the lower one of the 256, as the reference's Torben). */
function toBits(coefficients: Float64Array): Buffer {
  const median = Float64Array.from(coefficients).sort()[127]!;
  const bits = Buffer.alloc(32);
  for (let k = 0; k < 256; k++) {
    const byte = 31 - (k >> 3);
    if (coefficients[k]! > median) bits[byte] = bits[byte]! | (1 << (k & 7));
  }
  return bits;
}

/** The 256-bit hash of a 64×64 decimated image. */
export function hashOf64(img: Float32Array): Buffer {
  return toBits(dct64To16(img));
}

/** Scratch of foldedHashOf64: mirrored rows' sums, then differences; the first DCT pass. */
const folded = new Float64Array(2 * 32 * 64);
const pass1 = new Float64Array(16 * 64);
const coefficients = new Float64Array(256);

/**
 * hashOf64 with the DCT basis's symmetry folded in: a row of the basis is symmetric about its
 * middle for an even frequency and antisymmetric for an odd one, so each pass adds or subtracts
 * mirrored values first and multiplies half as often. The sums run in another
 * order, so a coefficient at the median may round the other way: for the crop variants only
 * (pdq-variants.ts), never the plain hash, which stays bit for bit the reference's.
 */
export function foldedHashOf64(img: Float32Array): Buffer {
  for (let k = 0; k < 32; k++) {
    const [top, bottom] = [k * 64, (63 - k) * 64];
    for (let j = 0; j < 64; j++) {
      folded[top + j] = img[top + j]! + img[bottom + j]!;
      folded[2048 + top + j] = img[top + j]! - img[bottom + j]!;
    }
  }
  pass1.fill(0);
  for (let i = 0; i < 16; i++) {
    const from = i % 2 === 0 ? 2048 : 0;
    for (let k = 0; k < 32; k++) {
      const d = DCT[i * 64 + k]!;
      const row = from + k * 64;
      for (let j = 0; j < 64; j++) pass1[i * 64 + j] = pass1[i * 64 + j]! + d * folded[row + j]!;
    }
  }
  for (let i = 0; i < 16; i++) {
    const row = i * 64;
    for (let j = 0; j < 16; j++) {
      const sign = j % 2 === 0 ? -1 : 1;
      let sum = 0;
      for (let k = 0; k < 32; k++) sum += DCT[j * 64 + k]! * (pass1[row + k]! + sign * pass1[row + 63 - k]!);
      coefficients[i * 16 + j] = sum;
    }
  }
  return toBits(coefficients);
}

/**
 * Tent-filters `luma` in place as PDQ does before decimating; false (untouched) for an image under
 * 5 pixels on a side, which PDQ hashes to zero. A 64×64 image is hashed as it is, unfiltered.
 */
export function prepareLuma(luma: Float32Array, rows: number, cols: number): boolean {
  if (rows < MIN_HASHABLE_DIM || cols < MIN_HASHABLE_DIM) return false;
  if (rows !== 64 || cols !== 64) jaroszFilter(luma, new Float32Array(rows * cols), rows, cols);
  return true;
}

/**
 * PDQ hash and quality of a luminance image (rows×cols, row-major, 0..255). `luma` is filtered in
 * place. An image under 5 pixels on a side hashes to zero with quality 0, as in the reference.
 */
export function pdqOfLuma(luma: Float32Array, rows: number, cols: number): { pdq: Buffer; quality: number } {
  if (!prepareLuma(luma, rows, cols)) return { pdq: Buffer.alloc(32), quality: 0 };
  const img = sampleGrid(luma, cols, 0, 0, rows, cols);
  return { pdq: hashOf64(img), quality: qualityOf(img) };
}
