/**
 * The arithmetic of Meta's PDQ perceptual hash on a luminance image, apart from decoding (pdq.ts
 * decodes with sharp and calls pdqOfLuma). Written from the reference's description and C++ code
 * (github.com/facebook/ThreatExchange, pdq/cpp/hashing/pdqhashing.cpp and
 * pdq/cpp/downscaling/downscaling.cpp), step by step:
 *   1. a tent filter (two X,Y passes of Jarosz box filters, window ⌈size / 128⌉) and decimation
 *      to 64×64, sampling the centre of each cell;
 *   2. the quality metric: the sum of the quantised gradients of the 64×64 image ÷ 90, at most 100;
 *   3. the DCT coefficients (1..16)×(1..16) of the 64×64 image (the DC row and column left out);
 *   4. bit i·16+j set when coefficient (i, j) is above the median of the 256.
 * The bits are laid out as the reference prints its hex: the 256-bit number with bit k = 2^k,
 * big-endian, so `pdq.toString('hex')` equals the reference's hash string.
 */

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

/** Box-filter window along a dimension of `size`: two passes make a tent as wide as a 64th. */
function jaroszWindow(size: number): number {
  return Math.floor((size + 127) / 128);
}

/**
 * One 1-D box filter over `length` values from `start`, `stride` apart: a running mean over a
 * window centred on each value, shrinking at both ends (the reference's four phases).
 */
function box1D(src: Float32Array, dst: Float32Array, start: number, length: number, stride: number, window: number) {
  const half = Math.floor((window + 2) / 2);
  let sum = 0;
  let count = 0;
  let right = start;
  let left = start;
  let out = start;
  for (let i = 0; i < half - 1; i++, right += stride, count++) sum += src[right]!;
  for (let i = 0; i < window - half + 1; i++, right += stride, out += stride) {
    sum += src[right]!;
    count++;
    dst[out] = sum / count;
  }
  for (let i = 0; i < length - window; i++, right += stride, left += stride, out += stride) {
    sum += src[right]! - src[left]!;
    dst[out] = sum / count;
  }
  for (let i = 0; i < half - 1; i++, left += stride, out += stride) {
    sum -= src[left]!;
    count--;
    dst[out] = sum / count;
  }
}

/** Tent-filters `luma` (rows×cols, row-major) in place, using `spare` as the other buffer. */
function jaroszFilter(luma: Float32Array, spare: Float32Array, rows: number, cols: number): void {
  const alongRows = jaroszWindow(cols);
  const alongCols = jaroszWindow(rows);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < rows; i++) box1D(luma, spare, i * cols, cols, 1, alongRows);
    for (let j = 0; j < cols; j++) box1D(spare, luma, j, rows, cols, alongCols);
  }
}

/** The 64×64 samples at the centres of a 64×64 grid over the filtered image. */
function decimate(luma: Float32Array, rows: number, cols: number): Float32Array {
  const out = new Float32Array(64 * 64);
  for (let i = 0; i < 64; i++) {
    const row = Math.floor(((i + 0.5) * rows) / 64) * cols;
    for (let j = 0; j < 64; j++) out[i * 64 + j] = luma[row + Math.floor(((j + 0.5) * cols) / 64)]!;
  }
  return out;
}

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

/**
 * PDQ hash and quality of a luminance image (rows×cols, row-major, 0..255). `luma` is filtered in
 * place. An image under 5 pixels on a side hashes to zero with quality 0, as in the reference.
 */
export function pdqOfLuma(luma: Float32Array, rows: number, cols: number): { pdq: Buffer; quality: number } {
  if (rows < MIN_HASHABLE_DIM || cols < MIN_HASHABLE_DIM) return { pdq: Buffer.alloc(32), quality: 0 };
  let img: Float32Array;
  if (rows === 64 && cols === 64) img = luma;
  else {
    jaroszFilter(luma, new Float32Array(rows * cols), rows, cols);
    img = decimate(luma, rows, cols);
  }
  return { pdq: toBits(dct64To16(img)), quality: qualityOf(img) };
}
