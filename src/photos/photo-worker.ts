/**
 * The photo worker (Comlink): every decode, resize, stamp and encode of the posting path runs here,
 * so a 12-megapixel capture never blocks the page on a cheap phone.
 *   inspect: EXIF capture time first (before anything re-encodes), then a small preview to crop on;
 *            the decoded original is kept for the crop (held-original.ts), and faces are looked
 *            for on the preview while the warden crops (early-faces.ts).
 *   crop:    the crop and 90° turns applied to the original, drawn at most 1600 px on the long edge;
 *            every face found (and every box the warden added) pixelated on that canvas.
 *   stamp:   the bilingual strip burned in, then the JPEG quality search to at most 200 KB.
 * Why not browser-image-compression (named by the stack): the stamp must be drawn at the final
 * pixel size, but that library shrinks dimensions on its own while searching for the byte size,
 * which would shrink the stamp below legibility after we drew it; it also re-decodes the image we
 * already hold in a canvas, and its own worker mode loads a script from a CDN, which fails offline.
 * An OffscreenCanvas and the 40-line search in quality-search.ts do the job with neither problem.
 */
import { expose } from 'comlink';
import { readExifTakenAt } from './exif-time';
import {
  MAX_BYTES,
  MAX_EDGE,
  PREVIEW_EDGE,
  cropTransform,
  fitWithin,
  scaleCrop,
  type CropBox,
  type Size,
} from './photo-maths';
import { encodeWithin } from './quality-search';
import { drawStamp } from './stamp-draw';
import { stampLines, type StampInput } from './stamp-text';
import { blurFaces } from './faces/blur-canvas';
import { holdOriginal, takeOriginal } from './held-original';
import { earlySearch } from './early-faces';
import { facesOf, type CropFaces, type PhotoFaces } from './photo-faces';

export interface InspectResult {
  preview: Blob;
  previewSize: Size;
  originalSize: Size;
  exifTakenAt: string | null;
}

export interface PhotoResult {
  blob: Blob;
  width: number;
  height: number;
}

export type { CropFaces, PhotoFaces };

export interface CropResult extends PhotoResult {
  faces: PhotoFaces;
}

export interface StampResult extends PhotoResult {
  quality: number;
}

const BASE_QUALITY = 0.92;

function decode(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function canvasOf(size: Size): { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D } {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This phone cannot draw photos (no 2D canvas in workers)');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return { canvas, ctx };
}

const jpeg = (canvas: OffscreenCanvas, quality: number) => canvas.convertToBlob({ type: 'image/jpeg', quality });

/** The search started on the preview while the warden crops (early-faces.ts). */
const early = earlySearch((canvas, slot, signal) => facesOf(canvas, { slot }, signal));

const api = {
  /** `slot`, when given, starts looking for faces on the preview at once (early-faces.ts). */
  async inspect(file: Blob, slot?: CropFaces['slot']): Promise<InspectResult> {
    const exifTakenAt = await readExifTakenAt(file);
    const bitmap = await decode(file);
    holdOriginal(file, bitmap); // for the crop that follows (held-original.ts)
    try {
      const originalSize = { width: bitmap.width, height: bitmap.height };
      const previewSize = fitWithin(originalSize, PREVIEW_EDGE);
      const { canvas, ctx } = canvasOf(previewSize);
      ctx.drawImage(bitmap, 0, 0, previewSize.width, previewSize.height);
      const preview = await jpeg(canvas, 0.85);
      if (slot) early.start(file, canvas, slot);
      return { preview, previewSize, originalSize, exifTakenAt };
    } catch (error) {
      holdOriginal(null);
      throw error;
    }
  },

  /** Loads the face detector while the composer is idle, so the first photo does not wait for it. */
  async warm(): Promise<void> {
    const { loadDetector } = await import('./faces/worker-detector');
    await loadDetector();
  },

  /** The crop dialog closed without a crop: the original decoded for it and its early search go. */
  async forget(): Promise<void> {
    holdOriginal(null);
    await early.drop();
  },

  /**
   * `crop` is in the preview's pixels (after its rotation), as the crop dialog reports it. The
   * crop is drawn from the original straight into a canvas of the posted size and the original
   * let go at once, so only that canvas (at most 1600 px, 10 MB) is held while the detector runs
   * and while the faces are pixelated, one padded face area at a time: no full-resolution copy.
   */
  async crop(file: Blob, crop: CropBox, previewSize: Size, options: CropFaces = {}): Promise<CropResult> {
    const bitmap = takeOriginal(file) ?? (await decode(file));
    let drawn: ReturnType<typeof canvasOf>;
    try {
      const originalSize = { width: bitmap.width, height: bitmap.height };
      const box = scaleCrop(crop, previewSize, originalSize);
      const size = fitWithin(box, MAX_EDGE);
      drawn = canvasOf(size);
      drawn.ctx.setTransform(...cropTransform(originalSize, box, size.width / box.width));
      drawn.ctx.drawImage(bitmap, 0, 0);
      drawn.ctx.setTransform(1, 0, 0, 1, 0, 0);
    } finally {
      bitmap.close();
    }
    const { canvas, ctx } = drawn;
    const found =
      options.found || !options.slot ? null : await early.take(file, options.slot, crop, previewSize, canvas);
    if (!found) await early.drop();
    const faces = found ? { ...found, hand: options.hand ?? [] } : await facesOf(canvas, options);
    blurFaces(ctx, [...faces.detected, ...faces.hand]);
    const blob = await jpeg(canvas, BASE_QUALITY);
    const result = { blob, width: canvas.width, height: canvas.height, faces };
    canvas.width = canvas.height = 0; // the backing store goes now, not when the collector runs
    return result;
  },

  /** Burns the stamp into a cropped photo and encodes it within `maxBytes`. */
  async stamp(base: Blob, input: StampInput, maxBytes: number = MAX_BYTES): Promise<StampResult> {
    const bitmap = await decode(base);
    const lines = stampLines(input);
    let drawn: { scale: number; canvas: OffscreenCanvas } | null = null;
    try {
      const full = { width: bitmap.width, height: bitmap.height };
      const result = await encodeWithin((quality, scale) => {
        if (drawn?.scale !== scale) {
          const size = fitWithin({ width: full.width * scale, height: full.height * scale }, MAX_EDGE);
          const { canvas, ctx } = canvasOf(size);
          ctx.drawImage(bitmap, 0, 0, size.width, size.height);
          drawStamp(ctx, size, lines);
          drawn = { scale, canvas };
        }
        return jpeg(drawn.canvas, quality);
      }, maxBytes);
      const canvas = (drawn as { canvas: OffscreenCanvas } | null)?.canvas;
      return {
        blob: result.blob,
        width: canvas?.width ?? full.width,
        height: canvas?.height ?? full.height,
        quality: result.quality,
      };
    } finally {
      bitmap.close();
    }
  },
};

export type PhotoWorkerApi = typeof api;

expose(api);
