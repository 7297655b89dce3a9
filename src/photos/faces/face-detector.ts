/**
 * Finding faces in a whole photo with BlazeFace, whatever runs the model (the photo worker's
 * TensorFlow.js on WebAssembly, or Node in the recall test). The model sees the photo three times:
 * with its long edge at 1280 px for small faces (down to about 20 px in a 1600 px photo), at 320 px
 * for faces too big for the first pass, and at 128 px for a face that fills the photo; the boxes
 * of all, in the photo's pixels, are merged. Scaling is the caller's (OffscreenCanvas in the worker, sharp in Node).
 */
import { anchorCentres, decodeBoxes, suppress, type FaceBox } from './face-boxes';
import type { Pixels } from './face-pixelate';

/** Runs the model on one input (RGB in −1…1, row-major, width × height × 3); answers `objects`. */
export type RunModel = (input: Float32Array, width: number, height: number) => Promise<Float32Array>;
/** The photo scaled to a size, as RGBA pixels. */
export type ScaleTo = (width: number, height: number) => Promise<Pixels>;

/** Long edges of the passes: small faces, big ones, and a face that fills the photo (the model's own 128 px). */
export const PASS_EDGES = [1280, 320, 128] as const;
/** MediaPipe's own floor for a detection. */
export const MIN_SCORE = 0.5;

/** RGBA bytes → the model's input: RGB scaled to −1…1. */
export function toModelInput(image: Pixels): Float32Array {
  const { data, width, height } = image;
  const out = new Float32Array(width * height * 3);
  for (let p = 0, o = 0; p < width * height; p++) {
    out[o++] = data[p * 4]! / 127.5 - 1;
    out[o++] = data[p * 4 + 1]! / 127.5 - 1;
    out[o++] = data[p * 4 + 2]! / 127.5 - 1;
  }
  return out;
}

/**
 * The pass sizes for a photo: its long edge at each pass edge. A photo smaller than the first pass
 * is enlarged to it: faces of 20–30 px are found more surely at 1.25× than as they are.
 */
export function passSizes(width: number, height: number): { width: number; height: number; scale: number }[] {
  const long = Math.max(width, height);
  const sizes = PASS_EDGES.map((edge) => {
    const scale = edge / long;
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scale };
  });
  return sizes.filter((s, i) => sizes.findIndex((t) => t.width === s.width) === i);
}

export async function detectFaces(
  photo: { width: number; height: number },
  scaleTo: ScaleTo,
  run: RunModel,
  minScore = MIN_SCORE,
): Promise<FaceBox[]> {
  const found: FaceBox[] = [];
  for (const pass of passSizes(photo.width, photo.height)) {
    const pixels = await scaleTo(pass.width, pass.height);
    const objects = await run(toModelInput(pixels), pass.width, pass.height);
    // The scale actually used, per axis (rounding), folded into one: the passes keep the aspect.
    const scale = pass.width / photo.width;
    found.push(...decodeBoxes(objects, anchorCentres(pass.width, pass.height), scale, minScore));
  }
  return suppress(found);
}
