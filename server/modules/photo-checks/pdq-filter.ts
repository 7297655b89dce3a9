/**
 * Step 1 of PDQ (pdq-dct.ts has the rest): the tent filter, two X,Y passes of Jarosz box filters
 * with a window of ⌈size / 128⌉, written from the reference's downscaling.cpp, and the decimation
 * to 64×64 by sampling the centre of each cell, which also samples a crop's window for the crop
 * variants (pdq-variants.ts). Bit for bit the reference's arithmetic (tests/unit/pdq.test.ts);
 * the box filter already runs on running sums, one add and one subtract per value.
 */

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
export function jaroszFilter(luma: Float32Array, spare: Float32Array, rows: number, cols: number): void {
  const alongRows = jaroszWindow(cols);
  const alongCols = jaroszWindow(rows);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < rows; i++) box1D(luma, spare, i * cols, cols, 1, alongRows);
    for (let j = 0; j < cols; j++) box1D(spare, luma, j, rows, cols, alongCols);
  }
}

/**
 * The 64×64 samples at the centres of a 64×64 grid over the window (top, left, height, width) of
 * the filtered image (`cols` wide) into `out`; the whole image is PDQ's decimation.
 */
export function sampleGrid(
  luma: Float32Array,
  cols: number,
  top: number,
  left: number,
  height: number,
  width: number,
  out = new Float32Array(64 * 64),
): Float32Array {
  for (let i = 0; i < 64; i++) {
    const row = (top + Math.floor(((i + 0.5) * height) / 64)) * cols + left;
    for (let j = 0; j < 64; j++) out[i * 64 + j] = luma[row + Math.floor(((j + 0.5) * width) / 64)]!;
  }
  return out;
}
