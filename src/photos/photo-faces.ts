/**
 * What the photo worker knows and finds of a photo's faces: the boxes the warden added, the
 * detector's boxes when it already looked at this crop, and the detector run on a drawn canvas in
 * the photo's slot's settings (src/photos/faces). The detector's chunk loads on the first photo that
 * needs it, so inspecting a photo never waits for it; where it cannot run, the answer says so and
 * the composer asks the warden to look at the photo instead.
 */
import type { FaceBox } from './faces/face-boxes';
import type { Slot } from './faces/slot-settings';

/** The faces of a cropped photo, in its pixels (as posted): found by the detector, added by hand. */
export interface PhotoFaces {
  detected: FaceBox[];
  hand: FaceBox[];
  /** 'unavailable': the detector could not run here (the warden must look at the photo). */
  detector: 'ran' | 'unavailable';
  reason?: string;
}

/** What the crop step knows of faces before it runs. */
export interface CropFaces {
  /** The photo's slot: the detector's settings differ by slot (1–3 rarely hold a face). */
  slot?: Slot;
  /** Boxes the warden added, in this crop's result pixels. */
  hand?: FaceBox[];
  /** The detector's boxes of this same crop when it already ran (the warden's boxes changed, the faces found did not). */
  found?: FaceBox[];
}

/** Faces found on the photo as it will be posted, in its pixels; never throws (see PhotoFaces). */
export async function facesOf(canvas: OffscreenCanvas, options: CropFaces, signal?: AbortSignal): Promise<PhotoFaces> {
  const hand = options.hand ?? [];
  if (options.found) return { detected: options.found, hand, detector: 'ran' };
  try {
    const { findFaces } = await import('./faces/worker-detector');
    return { detected: await findFaces(canvas, options.slot ?? 4, signal), hand, detector: 'ran' };
  } catch (error) {
    return {
      detected: [],
      hand,
      detector: 'unavailable',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
