/**
 * Fitting helpers for the crop dialogs (the composer's and the media library's) on top of
 * cropperjs: the zoom ratio at which the (possibly turned) photo just fits the crop area, so the
 * slider's 1–3 means "fitted" to "three times closer" whatever the photo's size; and re-centring
 * after a quarter turn with the crop box covering the whole visible photo, as a freshly opened
 * photo has.
 */
import type Cropper from 'cropperjs';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Cropper's absolute zoom ratio that makes the photo, as turned now, fit the container. */
export function fitRatio(cropper: Pick<Cropper, 'getContainerData' | 'getCanvasData'>): number {
  const container = cropper.getContainerData();
  const canvas = cropper.getCanvasData();
  if (!canvas.naturalWidth || !canvas.naturalHeight) return 1;
  return Math.min(container.width / canvas.naturalWidth, container.height / canvas.naturalHeight);
}

/** The part of `canvas` that shows inside `container` (both in container pixels). */
export function visiblePart(container: { width: number; height: number }, canvas: Box): Box {
  const left = Math.max(0, canvas.left);
  const top = Math.max(0, canvas.top);
  const right = Math.min(container.width, canvas.left + canvas.width);
  const bottom = Math.min(container.height, canvas.top + canvas.height);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** Centres the photo in the crop area and stretches the crop box over all of it that shows. */
export function centreAndFill(cropper: Cropper): void {
  const container = cropper.getContainerData();
  const canvas = cropper.getCanvasData();
  cropper.moveTo((container.width - canvas.width) / 2, (container.height - canvas.height) / 2);
  cropper.setCropBoxData(visiblePart(container, cropper.getCanvasData()));
}
