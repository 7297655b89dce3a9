/**
 * An experiment of the reused-photo benchmark (reuse-bench.ts), not part of the fingerprint: PDQ
 * moves far when a photo is cropped by more than a few per cent, so what if the server kept, for
 * each stored photo, the hashes of a few crops of it too, and matched a new photo against the
 * nearest one? Nine per photo here: no cut, or 3 % cut from the left or the right, times the
 * same from the top or the bottom. Cut from the 512 px luminance that fingerprintOf decodes, so
 * they cost one decode and nine hashes.
 */
import { pdqOfLuma } from '../../server/modules/photo-checks/pdq-dct';
import { lumaOf } from '../../server/modules/photo-checks/pdq-luma';
import { pdqDistance } from '../../server/modules/photo-checks/pdq';

const CUT = 0.03;
/** Share cut from the start and from the end of an axis. */
const CUTS: [number, number][] = [
  [0, 0],
  [CUT, 0],
  [0, CUT],
];

export async function cropVariants(bytes: Buffer): Promise<Buffer[]> {
  const image = await lumaOf(bytes);
  if (!image) throw new Error('a benchmark photo was not decoded');
  const { luma, rows, cols } = image;
  const out: Buffer[] = [];
  for (const [top, bottom] of CUTS) {
    for (const [left, right] of CUTS) {
      const y0 = Math.round(rows * top);
      const x0 = Math.round(cols * left);
      const h = rows - y0 - Math.round(rows * bottom);
      const w = cols - x0 - Math.round(cols * right);
      const part = new Float32Array(w * h);
      for (let y = 0; y < h; y++) part.set(luma.subarray((y0 + y) * cols + x0, (y0 + y) * cols + x0 + w), y * w);
      out.push(pdqOfLuma(part, h, w).pdq);
    }
  }
  return out;
}

/** Distance from `hash` to the nearest of a stored photo's variants. */
export function nearest(variants: Buffer[], hash: Buffer): number {
  return Math.min(...variants.map((v) => pdqDistance(v, hash)));
}
