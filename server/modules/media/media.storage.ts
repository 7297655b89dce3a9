/**
 * Writes media under media/YYYY/MM/ in the file store (server/storage/). A JPEG the phone made ready (jpeg-ready.ts)
 * is kept as sent, minus its metadata; its list rendition comes later (rendition-queue.ts). Other photos are
 * re-encoded by sharp: EXIF orientation applied, metadata (GPS, camera) stripped, at most 1600 px on the long edge,
 * plus a small rendition for lists. Other files are kept as they came. A replaced library file (docs/spec-notes.md,
 * 'The website's content and its review') keeps its stem and gains `-v<version>`: served media are cached as
 * immutable, so its URL must change. sharp reads a raster's header before any pixel and refuses one of more than
 * MAX_INPUT_PIXELS (a decompression bomb), then refuses pixels that stop short or are corrupt (ImageRefused says
 * which).
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../../storage/file-store.ts';
import type { Sniffed } from './file-sniff.ts';
import { phoneReadyJpeg } from './jpeg-ready.ts';

export const HIGH_RES_EDGE = 1600;
export const LOW_RES_EDGE = 320;
const WEBP_EFFORT = 2;
const RASTER = new Set(['jpg', 'png', 'webp']);
/**
 * The most pixels sharp will decode (its default is 268 MP): 100 MP. A phone's photo is 12 MP
 * (4000 × 3000) by default, 50 MP (8160 × 6120) or 64 MP (9248 × 6936) in its full-sensor mode,
 * and a 108 MP sensor's full mode is over our 5 MB limit as a JPEG anyway. 30,000 × 30,000 (a
 * 900 MP bomb in a 100 KB PNG) is refused from its header. libvips streams the resize, so even at
 * the limit memory stays near a few rows, not width × height × 3 bytes.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/** Why sharp would not take an image: an unreadable header, too many pixels, or damaged pixels. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'type' | 'pixels' | 'damaged') {
    super(`image refused: ${reason}`);
  }
}

const decoder = (bytes: Buffer) => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });

/** Reads only the header (no limit: it decodes no pixel), so the size is known before any pixel is. */
async function checkHeader(bytes: Buffer): Promise<void> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ImageRefused('type');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRefused('pixels');
}

export interface Stored {
  highResPath: string;
  lowResPath: string | null;
  ext: string;
  size: number;
  width: number | null;
  height: number | null;
  /** True when the list rendition is still to be made (by the rendition queue). */
  renditionPending: boolean;
  /** SHA-256 (hex) of the high-res file exactly as stored and served: the public log names it (docs/log.md). */
  sha256: string;
}

const sha256Hex = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The 320 px list rendition. sharp shrinks a JPEG while decoding it, so this is cheap. */
export const makeLowRes = (bytes: Buffer) =>
  decoder(bytes)
    .rotate()
    .resize({ width: LOW_RES_EDGE, height: LOW_RES_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70, effort: WEBP_EFFORT })
    .toBuffer();

/** The media row's columns that describe a stored file, for an upload and a replacement alike. */
export const storedColumns = (stored: Stored, kind: Sniffed, originalSize: number) => ({
  mime: stored.ext === kind.ext ? kind.mime : `image/${stored.ext}`,
  current_ext: stored.ext,
  original_size: originalSize,
  current_size: stored.size,
  high_res_path: stored.highResPath,
  low_res_path: stored.lowResPath,
  width: stored.width,
  height: stored.height,
  // A new file (a replacement's too) starts the rendition queue afresh (rendition-queue.ts).
  rendition_attempts: 0,
  rendition_lease_until: null,
  sha256: stored.sha256,
});

/** The random stem of a stored file's path, without its version: `/media/2026/11/ab12-v2.webp` → `ab12`. */
export const stemOf = (storedPath: string): string =>
  (storedPath.split('/').pop() ?? '').replace(/\.[^.]*$/, '').replace(/-v\d+$/, '');

/** `version` names a replacement: the file keeps `stem` and its name carries the version. */
export async function storeMedia(
  files: FileStore,
  bytes: Buffer,
  kind: Sniffed,
  now: Date,
  replacing?: { stem: string; version: number },
): Promise<Stored> {
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const stem = replacing ? `${replacing.stem}-v${replacing.version}` : crypto.randomBytes(12).toString('hex');
  const write = async (name: string, data: Buffer) => {
    await files.put(`media/${folder}/${name}`, data);
    return `/media/${folder}/${name}`;
  };

  if (!RASTER.has(kind.ext)) {
    return {
      highResPath: await write(`${stem}.${kind.ext}`, bytes),
      lowResPath: null,
      ext: kind.ext,
      size: bytes.length,
      width: null,
      height: null,
      renditionPending: false,
      sha256: sha256Hex(bytes),
    };
  }
  const ready = kind.ext === 'jpg' ? phoneReadyJpeg(bytes, HIGH_RES_EDGE) : null;
  if (ready) {
    const highResPath = await write(`${stem}.jpg`, ready.bytes);
    return {
      highResPath,
      lowResPath: null,
      ext: 'jpg',
      size: ready.bytes.length,
      width: ready.width,
      height: ready.height,
      renditionPending: true,
      sha256: sha256Hex(ready.bytes),
    };
  }
  await checkHeader(bytes);
  const base = decoder(bytes).rotate();
  // WebP effort 2 instead of the default 4: half the encode time (about 80 ms instead of 160 ms
  // for a 1600 px photo here) for files about 2 % larger. The outbox uploads one photo at a time,
  // so this is most of the drain time of a day's queue (docs/benchmarks.md, P7).
  let high, low;
  try {
    high = await base
      .clone()
      .resize({ width: HIGH_RES_EDGE, height: HIGH_RES_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    low = await makeLowRes(bytes);
  } catch {
    throw new ImageRefused('damaged');
  }
  return {
    highResPath: await write(`${stem}.webp`, high.data),
    lowResPath: await write(`${stem}-sm.webp`, low),
    ext: 'webp',
    size: high.data.length,
    width: high.info.width,
    height: high.info.height,
    renditionPending: false,
    sha256: sha256Hex(high.data),
  };
}
