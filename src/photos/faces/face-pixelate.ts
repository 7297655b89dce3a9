/**
 * Pixelating a face in place, on the photo's own RGBA pixels at the size it is posted (before it
 * is stamped): the box is padded by PAD_SHARE on each side, and every block of
 * about a sixth of the face's size takes its average colour. Coarse blocks, because a light blur
 * leaves a small face recognisable. Pixels outside the padded box are never touched.
 */
import { padBox, type FaceBox } from './face-boxes';

export const PAD_SHARE = 0.3;
export const BLOCKS_PER_FACE = 6;

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The block edge for a face: a sixth of its larger side, at least 2 px. */
export const blockSize = (box: Pick<FaceBox, 'width' | 'height'>) =>
  Math.max(2, Math.round(Math.max(box.width, box.height) / BLOCKS_PER_FACE));

/** Pixelates one face; answers the area changed (the padded box, in whole pixels). */
export function pixelateFace(image: Pixels, box: FaceBox) {
  const area = padBox(box, PAD_SHARE, image.width, image.height);
  const block = blockSize(box);
  const { data, width } = image;
  for (let by = area.y; by < area.y + area.height; by += block) {
    const yEnd = Math.min(by + block, area.y + area.height);
    for (let bx = area.x; bx < area.x + area.width; bx += block) {
      const xEnd = Math.min(bx + block, area.x + area.width);
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = by; y < yEnd; y++)
        for (let x = bx; x < xEnd; x++) {
          const i = (y * width + x) * 4;
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
        }
      const n = (yEnd - by) * (xEnd - bx);
      r = Math.round(r / n);
      g = Math.round(g / n);
      b = Math.round(b / n);
      for (let y = by; y < yEnd; y++)
        for (let x = bx; x < xEnd; x++) {
          const i = (y * width + x) * 4;
          data[i] = r;
          data[i + 1] = g;
          data[i + 2] = b;
        }
    }
  }
  return area;
}
