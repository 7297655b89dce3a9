/**
 * The crop variants of a photo's fingerprint (pdq.ts). PDQ hashes the DCT of the whole frame, so
 * it is not shift-tolerant: a copy cropped by 3–5 % lands 40–100 bits from its original, as far as
 * a different photo. So each photo also keeps the hashes of a few crops of itself, and a cropped
 * copy matches the crop nearest to it (printDistance in pdq.ts). The crop set and the threshold
 * were chosen on the benchmark, docs/benchmarks.md ('P12, reused photos').
 *
 * The variants are a documented equivalent of PDQ, not reference PDQ: each is sampled from the
 * whole photo's tent-filtered 512 px luminance (one filter for all of them) instead of filtering
 * the cropped image again, which differs only within the filter's few pixels of the crop's edges;
 * the DCT (folded, foldedHashOf64), the median and the bit layout are PDQ's. Only the plain hash
 * is checked bit for bit against the reference.
 */
import { foldedHashOf64 } from './pdq-dct';
import { sampleGrid } from './pdq-filter';

/** Shares cut from the start and from the end of one axis. */
type Cut = readonly [start: number, end: number];

/**
 * The cuts tried on each axis: 1 % off both ends (a 98 % window, centred), 3 % off one end and 1 %
 * off the other (96 %, shifted 1 % either way) or 4 % and 1 % (95 %, shifted 1.5 %). The variants
 * are every pair of a row cut and a column cut, 25 crops; the uncut photo is the plain hash. A copy
 * cropped by up to 5 % is then within about 1–2 % of one of them, which PDQ forgives.
 */
export const AXIS_CUTS: readonly Cut[] = [
  [0.01, 0.01],
  [0.03, 0.01],
  [0.01, 0.03],
  [0.04, 0.01],
  [0.01, 0.04],
];

/** The crops as [top, bottom, left, right] shares, in the order of the stored variants. */
export const CROPS: readonly (readonly [number, number, number, number])[] = AXIS_CUTS.flatMap(([top, bottom]) =>
  AXIS_CUTS.map(([left, right]) => [top, bottom, left, right] as const),
).filter((crop) => crop.some((share) => share > 0));

/**
 * The hashes of CROPS, 32 bytes each, one after another. `luma` is the photo's luminance as
 * pdqOfLuma left it (tent-filtered in place); an image too small to hash gives zero hashes.
 */
export function cropHashes(luma: Float32Array, rows: number, cols: number): Buffer {
  const out = Buffer.alloc(32 * CROPS.length);
  if (rows < 5 || cols < 5) return out;
  const grid = new Float32Array(64 * 64);
  CROPS.forEach(([top, bottom, left, right], k) => {
    const y0 = Math.round(rows * top);
    const x0 = Math.round(cols * left);
    const height = rows - y0 - Math.round(rows * bottom);
    const width = cols - x0 - Math.round(cols * right);
    foldedHashOf64(sampleGrid(luma, cols, y0, x0, height, width, grid)).copy(out, 32 * k);
  });
  return out;
}
