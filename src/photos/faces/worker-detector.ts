/**
 * The face detector inside the photo worker, loaded on the first photo that needs it (the photo
 * worker imports this file dynamically, so inspecting a photo does not wait for it): TensorFlow.js
 * on its WebAssembly SIMD backend and the BlazeFace files, all served by this app and precached by
 * the service worker, so it works offline. Photos are scaled for the passes on an OffscreenCanvas.
 * Where it cannot run (no WebAssembly SIMD, no memory) it says why, and the composer asks the
 * warden to look at the photo instead.
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import simdWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import modelJsonUrl from './model/facemesh-detection-short.json?url';
import modelBinUrl from './model/facemesh-detection-short.bin?url';
import { loadBlazeFace, modelRunner } from './blazeface-model';
import { detectFaces, yieldingRun, type RunModel } from './face-detector';
import type { FaceBox } from './face-boxes';
import type { Slot } from './slot-settings';

export class DetectorUnavailable extends Error {}

let model: Promise<RunModel> | null = null;

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new DetectorUnavailable(`${url} answered ${res.status}`);
  return res;
}

async function load(): Promise<RunModel> {
  // Only the SIMD build is shipped (every current Chrome has WebAssembly SIMD); a phone without
  // it is told the detector cannot run rather than silently sending faces.
  setWasmPaths({
    'tfjs-backend-wasm.wasm': simdWasmUrl,
    'tfjs-backend-wasm-simd.wasm': simdWasmUrl,
    'tfjs-backend-wasm-threaded-simd.wasm': simdWasmUrl,
  });
  if (!(await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT')))
    throw new DetectorUnavailable('this browser has no WebAssembly SIMD');
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  if (!(await tf.setBackend('wasm'))) throw new DetectorUnavailable('the WebAssembly backend did not start');
  const [json, weights] = await Promise.all([
    fetchOk(modelJsonUrl).then((r) => r.json()),
    fetchOk(modelBinUrl).then((r) => r.arrayBuffer()),
  ]);
  return modelRunner(await loadBlazeFace(json, weights));
}

function faceModel(): Promise<RunModel> {
  model ??= load().catch((error: unknown) => {
    model = null; // another photo may try again (memory may be back)
    throw error instanceof DetectorUnavailable ? error : new DetectorUnavailable(String(error));
  });
  return model;
}

/** Loads the detector ahead of the first photo (the composer is open); a failure here is tried again by the photo. */
export async function loadDetector(): Promise<void> {
  await faceModel();
}

/**
 * Faces in a drawn photo, in its pixels, judged by the settings of the photo's slot (slot-settings.ts).
 * `signal` stops it between two runs of the model (a tile or a pass), rejecting with its reason.
 */
export async function findFaces(source: OffscreenCanvas, slot: Slot = 4, signal?: AbortSignal): Promise<FaceBox[]> {
  const model = await faceModel();
  const run = yieldingRun(model, signal);
  const scaleTo = async (width: number, height: number) => {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new DetectorUnavailable('no 2D canvas in this worker');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, 0, 0, width, height);
    return ctx.getImageData(0, 0, width, height);
  };
  return detectFaces({ width: source.width, height: source.height }, scaleTo, run, slot);
}
