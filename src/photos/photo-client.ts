/**
 * The page's handle on the photo worker: started on first use and kept while a post is composed
 * (starting a worker costs more than keeping one idle), ended once the post is saved. Screens call
 * these functions and never touch pixels on the main thread.
 */
import { wrap, type Remote } from 'comlink';
import type { CropBox, Size } from './photo-maths';
import type { CropResult, InspectResult, PhotoWorkerApi, StampResult } from './photo-worker';
import type { CropFaces, PhotoFaces } from './photo-faces';
import type { FaceBox } from './faces/face-boxes';
import type { StampInput } from './stamp-text';

let raw: Worker | null = null;
let remote: Remote<PhotoWorkerApi> | null = null;

function worker(): Remote<PhotoWorkerApi> {
  if (!remote) {
    raw = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photos' });
    remote = wrap<PhotoWorkerApi>(raw);
  }
  return remote;
}

/**
 * Starts the worker and has it load the face detector once the page is idle (the composer is open,
 * a photo will follow): at CPU 6× the first photo waited about 2 s for it (docs/benchmarks.md, P9).
 * A failure says nothing here: the first photo tries again and says why. Answers the cancel, for
 * an effect's clean-up.
 */
export function warmPhotoWorker(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const id = idle(
    () =>
      void worker()
        .warm()
        .catch(() => undefined),
    { timeout: 2000 },
  );
  return () => cancel(id);
}

/** Ends the worker once a post's photos are saved: the face detector's memory goes back to the phone. */
export function endPhotoWorker(): void {
  raw?.terminate();
  raw = null;
  remote = null;
}

export type { CropFaces, CropResult, FaceBox, InspectResult, PhotoFaces, StampResult };

/**
 * EXIF capture time and a preview to crop on. Rejects when the file is not a picture we can read.
 * With the photo's slot, the worker starts looking for faces on the preview at once.
 */
export function inspectPhoto(file: Blob, slot?: CropFaces['slot']): Promise<InspectResult> {
  return worker().inspect(file, slot);
}

/**
 * Applies the crop (preview pixels) to the original, blurs every face found and every box the
 * warden added (`faces.hand`, in the pixels of this crop's result; `faces.found` skips the
 * detector when it already looked at this crop): a JPEG of at most 1600 px.
 */
export function cropPhoto(file: Blob, crop: CropBox, previewSize: Size, faces: CropFaces = {}): Promise<CropResult> {
  return worker().crop(file, crop, previewSize, faces);
}

/** The crop dialog closed without a crop: the worker lets go of the original it decoded for it. */
export function forgetPhoto(): void {
  void remote?.forget();
}

/** Burns the stamp in and compresses to the upload budget. */
export function stampPhoto(base: Blob, input: StampInput, maxBytes?: number): Promise<StampResult> {
  return worker().stamp(base, input, maxBytes);
}
