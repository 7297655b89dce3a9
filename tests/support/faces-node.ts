/**
 * The face detector as Node runs it for the recall test: TensorFlow.js on the same WebAssembly
 * backend the photo worker uses (its files read from node_modules), the model from the files the
 * PWA serves, and photos decoded and scaled with sharp into RGBA pixels.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadBlazeFace, modelRunner } from '@/photos/faces/blazeface-model';
import { detectFaces, detectionsIn } from '@/photos/faces/face-detector';
import type { Detection, FaceBox } from '@/photos/faces/face-boxes';
import type { Slot } from '@/photos/faces/slot-settings';
import type { Pixels } from '@/photos/faces/face-pixelate';

const MODEL_DIR = path.resolve('src/photos/faces/model');
let runner: ReturnType<typeof modelRunner> | null = null;

export async function nodeDetector() {
  if (runner) return runner;
  setWasmPaths(`${path.resolve('node_modules/@tensorflow/tfjs-backend-wasm/dist')}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const json = JSON.parse(fs.readFileSync(path.join(MODEL_DIR, 'facemesh-detection-short.json'), 'utf8'));
  const bin = fs.readFileSync(path.join(MODEL_DIR, 'facemesh-detection-short.bin'));
  const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer;
  runner = modelRunner(await loadBlazeFace(json, weights));
  return runner;
}

export async function rgba(input: Buffer | string, size?: { width: number; height: number }): Promise<Pixels> {
  let image = sharp(input).rotate().ensureAlpha();
  if (size) image = image.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** A photo file's size as shown (EXIF rotation applied) and its passes scaled with sharp. */
async function photoOf(input: Buffer | string) {
  const { width, height } = await sharp(input)
    .rotate()
    .metadata()
    .then((m) =>
      (m.orientation ?? 1) >= 5 ? { width: m.height!, height: m.width! } : { width: m.width!, height: m.height! },
    );
  return { size: { width, height }, scaleTo: (w: number, h: number) => rgba(input, { width: w, height: h }) };
}

/**
 * Faces in a photo file, in its pixels, by the slot's settings; with `minScore`, every detection
 * of that score instead, whatever its shape (to look for any trace of a face).
 */
export async function facesIn(input: Buffer | string, minScore?: number, slot: Slot = 4): Promise<FaceBox[]> {
  const { size, scaleTo } = await photoOf(input);
  return detectFaces(
    size,
    scaleTo,
    await nodeDetector(),
    slot,
    minScore === undefined ? {} : { minScore, sure: minScore },
  );
}

/** Every detection in a photo file before a slot's judgement, for tests that judge it by each slot (keepFaces). */
export async function detectionsInFile(input: Buffer | string): Promise<Detection[]> {
  const { size, scaleTo } = await photoOf(input);
  return detectionsIn(size, scaleTo, await nodeDetector());
}
