/**
 * Blurring faces on the photo's canvas, as it will be posted, one padded face area at a time:
 * reading only those pixels keeps the photo's memory to the canvas itself.
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
