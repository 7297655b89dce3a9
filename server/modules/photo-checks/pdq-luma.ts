/**
 * Decodes a photo into the luminance PDQ hashes (pdq.ts, pdq-dct.ts): sharp applies the EXIF
 * orientation and shrinks the photo to at most 512 px first (the reference hashers work on at
 * most 512 px too, and JPEG shrink-on-load makes the decode cheap); the luminance is then PDQ's
 * own, 0.299 R + 0.587 G + 0.114 B on the sRGB values. A file sharp cannot read as a raster
 * image (PDF, SVG, unknown or broken bytes) gives null, never an error.
 */
import sharp, { type OutputInfo } from 'sharp';

export interface Luma {
  luma: Float32Array;
  rows: number;
  cols: number;
}

/** Raster formats sharp decodes; anything else is not fingerprinted. */
const RASTER = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'jp2', 'jxl']);
const MAX_EDGE = 512;

export async function lumaOf(bytes: Buffer): Promise<Luma | null> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const { format } = await sharp(bytes).metadata();
    if (!format || !RASTER.has(format)) return null;
    pixels = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = pixels;
  const n = info.width * info.height;
  const luma = new Float32Array(n);
  const step = info.channels;
  if (step >= 3) {
    for (let p = 0, i = 0; p < n; p++, i += step)
      luma[p] = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  } else {
    for (let p = 0, i = 0; p < n; p++, i += step) luma[p] = data[i]!;
  }
  return { luma, rows: info.height, cols: info.width };
}
