/**
 * How a photo came into the composer, for the supervisors' review of reused photos (docs/spec-notes.md,
 * 'How a photo came in'): a photo is CAMERA only when it came through the camera button and its file
 * was made at most FRESH_PHOTO_MS before the warden picked it; anything else is GALLERY (the gallery
 * button, or an old file handed back through the camera button). The warden is not told: this is
 * for the supervisors, who see it with the post's checks.
 */
import { FRESH_PHOTO_MS, type PhotoSource } from '@common/review-rules';

export interface PickedSource {
  source: PhotoSource;
  /** The file's own date (its lastModified) as ISO, or null when the phone gave none. */
  fileTime: string | null;
}

/** A file's lastModified as ISO; null when it is missing or not a usable time. */
export function fileTimeOf(file: Pick<File, 'lastModified'>): string | null {
  const at = file.lastModified;
  if (!Number.isFinite(at) || at <= 0) return null;
  return new Date(at).toISOString();
}

/**
 * A file the camera has just written may carry a date a moment after the pick (a file system that
 * rounds its times up); more than this after it, the date is not the photo's own and counts against it.
 */
const ROUNDING_MS = 2_000;

/**
 * CAMERA or GALLERY for a file picked at `pickedAt` (epoch ms). A file dated after the pick (beyond
 * rounding: a clock that jumped) is not 'within the minutes before' it, so it counts as GALLERY too.
 */
export function photoSourceOf(file: Pick<File, 'lastModified'>, camera: boolean, pickedAt: number): PickedSource {
  const fileTime = fileTimeOf(file);
  const age = pickedAt - file.lastModified;
  const fresh = fileTime !== null && age >= -ROUNDING_MS && age <= FRESH_PHOTO_MS;
  return { source: camera && fresh ? 'CAMERA' : 'GALLERY', fileTime };
}
