/**
 * Faces looked for while the warden is still in the crop dialog. Once 'inspect' has drawn the
 * preview, the photo worker runs the detector on that canvas (not on its JPEG) without being asked,
 * and the crop that follows takes those boxes when the posted photo is that same canvas: the whole
 * photo kept, not turned, at the preview's size (the crop dialog starts on the whole photo, and most
 * photos are confirmed so). The detector then sees the pixels it would have seen after 'Confirm',
 * so nothing changes but the wait. Any other crop stops the early search between two runs of the
 * model and looks again on the crop (docs/spec-notes.md, 'Blurring faces on the phone').
 */
import { normaliseRotation, type CropBox, type Size } from './photo-maths';
import { photoKey } from './held-original';
import type { Slot } from './faces/slot-settings';

type Search<T> = (canvas: OffscreenCanvas, slot: Slot, signal: AbortSignal) => Promise<T>;

/** Whether a crop posts exactly the preview: the whole photo, not turned, at the preview's size. */
export function keepsPreview(crop: CropBox, previewSize: Size, posted: Size): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1;
  return (
    normaliseRotation(crop.rotate) === 0 &&
    near(crop.x, 0) &&
    near(crop.y, 0) &&
    near(crop.width, previewSize.width) &&
    near(crop.height, previewSize.height) &&
    posted.width === previewSize.width &&
    posted.height === previewSize.height
  );
}

/** One early search at a time, by `search` (the detector, with its slot's settings). */
export function earlySearch<T>(search: Search<T>) {
  let early: { key: string; slot: Slot; done: Promise<T>; stop: AbortController } | null = null;

  /** Stops a search nobody will use, and waits until it has let go of the model. */
  const drop = async (): Promise<void> => {
    const was = early;
    early = null;
    if (!was) return;
    was.stop.abort(new Error('another crop or photo'));
    await was.done.catch(() => undefined);
  };

  return {
    drop,
    /** Starts looking on the preview canvas of `file`; the canvas is the search's from now on. */
    start(file: Blob, canvas: OffscreenCanvas, slot: Slot): void {
      void drop();
      const stop = new AbortController();
      const done = search(canvas, slot, stop.signal).finally(() => {
        canvas.width = canvas.height = 0; // its pixels go as soon as the search ends
      });
      done.catch(() => undefined); // a stopped search is nobody's error
      early = { key: photoKey(file), slot, done, stop };
    },
    /** The early answer for this crop of `file`, or null (and any early search stopped). */
    async take(file: Blob, slot: Slot, crop: CropBox, previewSize: Size, posted: Size): Promise<T | null> {
      const found = early;
      if (!found || found.key !== photoKey(file) || found.slot !== slot || !keepsPreview(crop, previewSize, posted)) {
        await drop();
        return null;
      }
      early = null;
      return found.done;
    },
  };
}
