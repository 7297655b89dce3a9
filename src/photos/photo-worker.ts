/**
 * The photo worker (Comlink): every decode, resize, stamp and encode of the posting path runs here,
 * so a 12-megapixel capture never blocks the page on a cheap phone.
 *   inspect: EXIF capture time first (before anything re-encodes), then a small preview to crop on.
 *   crop:    the crop and 90° turns applied to the original; every face found (and every box the
 *            warden added) pixelated at full resolution; then at most 1600 px on the long edge.
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
import { blurFaces, scaleBox } from './faces/blur-canvas';
import type { FaceBox } from './faces/face-boxes';

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

/** The faces of a cropped photo, in its pixels (as posted): found by the detector, added by hand. */
export interface PhotoFaces {
  detected: FaceBox[];
  hand: FaceBox[];
  /** 'unavailable': the detector could not run here (the warden must look at the photo). */
  detector: 'ran' | 'unavailable';
  reason?: string;
}

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

/** Faces found on the full-resolution crop, returned in the posted photo's pixels (× `scale`). */
async function facesOf(canvas: OffscreenCanvas, hand: FaceBox[], scale: number): Promise<PhotoFaces> {
  try {
    const { findFaces } = await import('./faces/worker-detector');
    const detected = (await findFaces(canvas)).map((b) => scaleBox(b, scale));
    return { detected, hand, detector: 'ran' };
  } catch (error) {
    return {
      detected: [],
      hand,
      detector: 'unavailable',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

const api = {
  async inspect(file: Blob): Promise<InspectResult> {
    const exifTakenAt = await readExifTakenAt(file);
    const bitmap = await decode(file);
    try {
      const originalSize = { width: bitmap.width, height: bitmap.height };
      const previewSize = fitWithin(originalSize, PREVIEW_EDGE);
      const { canvas, ctx } = canvasOf(previewSize);
      ctx.drawImage(bitmap, 0, 0, previewSize.width, previewSize.height);
      return { preview: await jpeg(canvas, 0.85), previewSize, originalSize, exifTakenAt };
    } finally {
      bitmap.close();
    }
  },

  /**
   * `crop` is in the preview's pixels (after its rotation), as the crop dialog reports it; `hand`
   * are boxes the warden added, and `found` the detector's boxes of this same crop when it already
   * ran (the warden's boxes change, the faces found do not), both in this crop's result pixels.
   */
  async crop(
    file: Blob,
    crop: CropBox,
    previewSize: Size,
    hand: FaceBox[] = [],
    found?: FaceBox[],
  ): Promise<CropResult> {
    const bitmap = await decode(file);
    try {
      const originalSize = { width: bitmap.width, height: bitmap.height };
      const box = scaleCrop(crop, previewSize, originalSize);
      const full = canvasOf({ width: Math.round(box.width), height: Math.round(box.height) });
      full.ctx.setTransform(...cropTransform(originalSize, box, 1));
      full.ctx.drawImage(bitmap, 0, 0);
      full.ctx.setTransform(1, 0, 0, 1, 0, 0);
      const size = fitWithin(box, MAX_EDGE);
      const scale = size.width / full.canvas.width;
      const faces = found
        ? { detected: found, hand, detector: 'ran' as const }
        : await facesOf(full.canvas, hand, scale);
      blurFaces(
        full.ctx,
        [...faces.detected, ...faces.hand].map((b) => scaleBox(b, 1 / scale)),
      );
      const { canvas, ctx } = canvasOf(size);
      ctx.drawImage(full.canvas, 0, 0, size.width, size.height);
      return { blob: await jpeg(canvas, BASE_QUALITY), ...size, faces };
    } finally {
      bitmap.close();
    }
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
