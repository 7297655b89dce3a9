/**
 * The decoded original of the photo being cropped, kept inside the photo worker from 'inspect'
 * (which decodes it to make the preview) to the crop the warden confirms, so a 12 MP JPEG is
 * decoded once per pick instead of twice: on a slow phone a decode is about a third of the
 * crop's time (docs/benchmarks.md, P9). One photo at most (48 MB for 12 MP), let go as soon as
 * the crop has drawn it, another photo is inspected, or the warden closes the crop dialog.
 * The worker gets a copy of the File with each call, so the photo is known by its name, size,
 * type and modification time, which two different pictures do not share.
 */
let held: { key: string; bitmap: ImageBitmap } | null = null;

/** A photo's identity across the worker's calls (each brings a copy of the File). */
export const photoKey = (file: Blob): string =>
  file instanceof File ? `${file.name}|${file.size}|${file.type}|${file.lastModified}` : `|${file.size}|${file.type}`;

/** Keeps `bitmap` as the original of `file` (closing the one held before); null lets go. */
export function holdOriginal(file: Blob | null, bitmap?: ImageBitmap): void {
  if (held && held.bitmap !== bitmap) held.bitmap.close();
  held = file && bitmap ? { key: photoKey(file), bitmap } : null;
}

/** The held original of `file`, now the caller's to close; null when another photo is held. */
export function takeOriginal(file: Blob): ImageBitmap | null {
  if (!held || held.key !== photoKey(file)) return null;
  const { bitmap } = held;
  held = null;
  return bitmap;
}
