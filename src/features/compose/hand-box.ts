/**
 * Where a box the warden adds goes, in the photo's pixels: centred on the tap, as wide as the
 * finger that made it (at least a 44 px target on screen), and kept inside the photo. The
 * keyboard's cross moves by a fiftieth of the photo per arrow key.
 */
import type { FaceBox } from '@/photos/photo-client';
import type { Size } from '@/photos/photo-maths';

export const MIN_TAP_CSS_PX = 44;

export function handBoxAt(
  centre: { x: number; y: number },
  tapCssPx: number,
  photo: Size,
  shownWidthCssPx: number,
): FaceBox {
  const side = Math.min(
    Math.max(MIN_TAP_CSS_PX, tapCssPx) * (photo.width / shownWidthCssPx),
    Math.min(photo.width, photo.height),
  );
  const x = Math.min(Math.max(0, centre.x - side / 2), photo.width - side);
  const y = Math.min(Math.max(0, centre.y - side / 2), photo.height - side);
  return { x, y, width: side, height: side, score: 1 };
}

const STEP: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The cross moved by an arrow key, or null for another key. */
export function moveCross(key: string, at: { x: number; y: number }, photo: Size): { x: number; y: number } | null {
  const step = STEP[key];
  if (!step) return null;
  const by = Math.max(photo.width, photo.height) / 50;
  return {
    x: Math.min(photo.width, Math.max(0, at.x + step[0] * by)),
    y: Math.min(photo.height, Math.max(0, at.y + step[1] * by)),
  };
}
