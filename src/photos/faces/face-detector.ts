/**
 * Finding faces in a whole photo with BlazeFace, whatever runs the model (the photo worker's
 * TensorFlow.js on WebAssembly, or Node in the recall and precision tests). The model sees the
 * photo three times: with its long edge at 1280 px for small faces (down to about 20 px in a
 * 1600 px photo), run in tiles of at most 704 px (face-tiles.ts), at 320 px for faces too big
 * for the first pass, and at 128 px for a face that fills the photo; the detections of all, in the
 * photo's pixels, are merged and judged by the slot's settings (slot-settings.ts). Scaling is the
 * caller's (OffscreenCanvas in the worker, sharp in Node).
 */
import { anchorCentres, decodeBoxes, type Detection, type FaceBox } from './face-boxes';
import type { Pixels } from './face-pixelate';
import { tileAnchors, tilesOf } from './face-tiles';
import { keepFaces, SCORE_FLOOR, SLOT_SETTINGS, type Slot, type SlotSettings } from './slot-settings';

/** Runs the model on one input (RGB in −1…1, row-major, width × height × 3); answers `objects`. */
export type RunModel = (input: Float32Array, width: number, height: number) => Promise<Float32Array>;
/** The photo scaled to a size, as RGBA pixels. */
export type ScaleTo = (width: number, height: number) => Promise<Pixels>;

/**
 * `run` made to stop on `signal` and to let the thread take its next task before each run of the
 * model. A run answers at once (the WebAssembly backend reads its output synchronously), so
 * without this a search would hold the photo worker from its first run to its last: a crop or a
 * cancel sent meanwhile would wait for the whole search, and `signal` would be seen only once it
 * had ended anyway.
 */
export function yieldingRun(run: RunModel, signal?: AbortSignal): RunModel {
  return async (input, width, height) => {
    await nextTask();
    signal?.throwIfAborted();
    return run(input, width, height);
  };
}

const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Long edges of the passes: small faces, big ones, and a face that fills the photo (the model's own 128 px). */
export const PASS_EDGES = [1280, 320, 128] as const;

/** RGBA bytes of a rectangle of the image (all of it by default) → the model's input: RGB scaled to −1…1. */
export function toModelInput(
  image: Pixels,
  rect = { x: 0, y: 0, width: image.width, height: image.height },
): Float32Array {
  const { data, width } = image;
  const out = new Float32Array(rect.width * rect.height * 3);
  let o = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++)
    for (let p = y * width + rect.x, end = p + rect.width; p < end; p++) {
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

/**
 * Faces in a photo, in its pixels, judged by the slot's settings (slot 4's by default: every face
 * the recall test finds). `override` changes a setting, e.g. a lower score to look for any trace.
 */
export async function detectFaces(
  photo: { width: number; height: number },
  scaleTo: ScaleTo,
  run: RunModel,
  slot: Slot = 4,
  override: Partial<SlotSettings> = {},
): Promise<FaceBox[]> {
  const settings = { ...SLOT_SETTINGS[slot], ...override };
  return keepFaces(await detectionsIn(photo, scaleTo, run, Math.min(SCORE_FLOOR, settings.minScore)), settings);
}

/** Every detection of the three passes scoring `floor` or more, in the photo's pixels, before any slot's judgement. */
export async function detectionsIn(
  photo: { width: number; height: number },
  scaleTo: ScaleTo,
  run: RunModel,
  floor = SCORE_FLOOR,
): Promise<Detection[]> {
  const found: Detection[] = [];
  for (const [i, pass] of passSizes(photo.width, photo.height).entries()) {
    const pixels = await scaleTo(pass.width, pass.height);
    // The scale actually used, per axis (rounding), folded into one: the passes keep the aspect.
    const scale = pass.width / photo.width;
    if (i > 0) {
      const objects = await run(toModelInput(pixels), pass.width, pass.height);
      found.push(...decodeBoxes(objects, anchorCentres(pass.width, pass.height), scale, floor));
      continue;
    }
    // One tile's input and output at a time: each is dropped before the next tile is read.
    for (const tile of tilesOf(pass.width, pass.height)) {
      const { anchors, own } = tileAnchors(tile);
      const objects = await run(toModelInput(pixels, tile), tile.width, tile.height);
      found.push(...decodeBoxes(objects, anchors, scale, floor, own));
    }
  }
  return found;
}
