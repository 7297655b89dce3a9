/**
 * The geometry of the photo pipeline, kept pure so it can be tested without a canvas: the size a
 * photo is scaled to, how a crop made on the small preview maps back onto the original, how a
 * 90° rotation is drawn, and how large the stamp's text must be to stay legible.
 */
export const MAX_EDGE = 1600;
export const MAX_BYTES = 200 * 1024;
/** Edge of the preview the crop dialog shows; large enough for a phone screen, cheap to decode. */
export const PREVIEW_EDGE = 1600;
/** The stamp's main text height as a share of the photo's long edge, and its floor in pixels. */
export const STAMP_TEXT_RATIO = 0.022;
export const STAMP_MIN_PX = 14;

export interface Size {
  width: number;
  height: number;
}

/** A crop in the pixels of an image, after its rotation (what cropperjs's getData answers). */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Clockwise degrees, a multiple of 90. */
  rotate: number;
}

/** The largest size within `maxEdge` on the long edge, keeping the aspect; never enlarges. */
export function fitWithin(size: Size, maxEdge: number): Size {
  const long = Math.max(size.width, size.height);
  if (long <= maxEdge)
    return { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) };
  const scale = maxEdge / long;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** 0, 90, 180 or 270 for any multiple of 90 (negative turns included). */
export function normaliseRotation(degrees: number): 0 | 90 | 180 | 270 {
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return ([0, 90, 180, 270] as const)[quarter]!;
}

export function rotatedSize(size: Size, degrees: number): Size {
  const r = normaliseRotation(degrees);
  return r === 90 || r === 270 ? { width: size.height, height: size.width } : { ...size };
}

/**
 * A crop made on a preview of `preview` size, mapped onto the original of `original` size (both
 * unrotated), clamped to the rotated original's bounds.
 */
export function scaleCrop(crop: CropBox, preview: Size, original: Size): CropBox {
  const k = original.width / preview.width;
  const bounds = rotatedSize(original, crop.rotate);
  const x = Math.min(Math.max(0, Math.round(crop.x * k)), bounds.width - 1);
  const y = Math.min(Math.max(0, Math.round(crop.y * k)), bounds.height - 1);
  const width = Math.max(1, Math.min(Math.round(crop.width * k), bounds.width - x));
  const height = Math.max(1, Math.min(Math.round(crop.height * k), bounds.height - y));
  return { x, y, width, height, rotate: normaliseRotation(crop.rotate) };
}

/** A 2D affine transform [a, b, c, d, e, f] as canvas setTransform takes it. */
export type Affine = [number, number, number, number, number, number];

/**
 * The transform that draws an image of `size` (at 0,0) so that its rotated-then-cropped region
 * lands on an output canvas scaled by `scale`: x' = a·x + c·y + e, y' = b·x + d·y + f.
 */
export function cropTransform(size: Size, crop: CropBox, scale: number): Affine {
  const { width: w, height: h } = size;
  // Image point → rotated-image point (clockwise turns), as [a, b, c, d, e, f].
  const turn: Record<0 | 90 | 180 | 270, Affine> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, 1, -1, 0, h, 0],
    180: [-1, 0, 0, -1, w, h],
    270: [0, -1, 1, 0, 0, w],
  };
  const [a, b, c, d, e, f] = turn[normaliseRotation(crop.rotate)];
  return [a * scale, b * scale, c * scale, d * scale, (e - crop.x) * scale, (f - crop.y) * scale];
}

/** Pixel heights of the stamp's main and secondary lines for a photo of `size`. */
export function stampFontPx(size: Size): { main: number; secondary: number } {
  const main = Math.max(STAMP_MIN_PX, Math.round(Math.max(size.width, size.height) * STAMP_TEXT_RATIO));
  return { main, secondary: Math.max(STAMP_MIN_PX, Math.round(main * 0.86)) };
}
