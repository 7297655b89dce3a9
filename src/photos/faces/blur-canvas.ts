/**
 * Blurring faces on the photo's canvas at full resolution, one padded face area at a time (reading
 * only those pixels keeps a 12-megapixel photo's memory to one copy), and the faces' boxes moved
 * between the full-resolution photo and the smaller one the warden sees and the server gets.
 */
import { padBox, type FaceBox } from './face-boxes';
import { PAD_SHARE, pixelateFace } from './face-pixelate';

type Canvas2D = Pick<OffscreenCanvasRenderingContext2D, 'getImageData' | 'putImageData' | 'canvas'>;

export function blurFaces(ctx: Canvas2D, boxes: FaceBox[]): void {
  const { width, height } = ctx.canvas;
  for (const box of boxes) {
    const area = padBox(box, PAD_SHARE, width, height);
    if (area.width === 0 || area.height === 0) continue;
    const pixels = ctx.getImageData(area.x, area.y, area.width, area.height);
    pixelateFace(pixels, { ...box, x: box.x - area.x, y: box.y - area.y });
    ctx.putImageData(pixels, area.x, area.y);
  }
}

/** A box scaled by `factor` (full resolution → the posted photo, or back with 1 / factor). */
export const scaleBox = (box: FaceBox, factor: number): FaceBox => ({
  x: box.x * factor,
  y: box.y * factor,
  width: box.width * factor,
  height: box.height * factor,
  score: box.score,
});
