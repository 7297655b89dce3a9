/**
 * The page's handle on the photo worker: started on first use and kept for the visit (starting a
 * worker costs more than keeping one idle). Screens call these functions and never touch pixels
 * on the main thread.
 */
import { wrap, type Remote } from 'comlink';
import type { CropBox, Size } from './photo-maths';
import type { CropResult, InspectResult, PhotoFaces, PhotoResult, PhotoWorkerApi, StampResult } from './photo-worker';
import type { FaceBox } from './faces/face-boxes';
import type { StampInput } from './stamp-text';

let remote: Remote<PhotoWorkerApi> | null = null;

function worker(): Remote<PhotoWorkerApi> {
  remote ??= wrap<PhotoWorkerApi>(
    new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photos' }),
  );
  return remote;
}

export type { CropResult, FaceBox, InspectResult, PhotoFaces, PhotoResult, StampResult };

/** EXIF capture time and a preview to crop on. Rejects when the file is not a picture we can read. */
export function inspectPhoto(file: Blob): Promise<InspectResult> {
  return worker().inspect(file);
}

/**
 * Applies the crop (preview pixels) to the original, blurs every face found and every box the
 * warden added (`hand`, in the pixels of this crop's result): a JPEG of at most 1600 px.
 */
export function cropPhoto(file: Blob, crop: CropBox, previewSize: Size, hand: FaceBox[] = []): Promise<CropResult> {
  return worker().crop(file, crop, previewSize, hand);
}

/** Burns the stamp in and compresses to the upload budget. */
export function stampPhoto(base: Blob, input: StampInput, maxBytes?: number): Promise<StampResult> {
  return worker().stamp(base, input, maxBytes);
}
