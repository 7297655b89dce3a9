/**
 * The original capture time of a photo, read from its EXIF with exifr before anything re-encodes
 * it (re-encoding drops EXIF). Supervisors compare it with the Submit time to spot an old photo
 * posted as today's meal. Cameras write local time without a zone unless OffsetTimeOriginal says
 * otherwise; our phones are in India, so a missing offset is read as Asia/Kolkata (+05:30).
 */
// exifr's lite build (JPEG/HEIC, TIFF keys only) is all a capture time needs: about 12 KB gzip in
// the photo worker instead of the full build's 25 KB (docs/benchmarks.md, P3). Its `pick` option
// fails without the full dictionaries, so it reads the EXIF block alone and we pick the keys.
import exifr from 'exifr/dist/lite.esm.mjs';

export const DEFAULT_EXIF_OFFSET = '+05:30';
/** EXIF lives in the first segment of a JPEG (at most 64 KB); read a little more for safety. */
const HEAD_BYTES = 256 * 1024;

/** '2026:05:14 13:05:22' (+ '+05:30') → '2026-05-14T13:05:22+05:30'; null when unreadable. */
export function exifDateToIso(raw: unknown, offset?: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  if (
    y === '0000' ||
    Number(mo) < 1 ||
    Number(mo) > 12 ||
    Number(d) < 1 ||
    Number(d) > 31 ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 60
  )
    return null;
  const zone =
    typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : DEFAULT_EXIF_OFFSET;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The photo's DateTimeOriginal (or CreateDate) as ISO with offset, or null. Never throws. */
export async function readExifTakenAt(file: Blob): Promise<string | null> {
  try {
    const head = await file.slice(0, HEAD_BYTES).arrayBuffer();
    const tags = (await exifr.parse(head, {
      exif: true,
      gps: false,
      interop: false,
      ifd1: false,
      xmp: false,
      reviveValues: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
    if (!tags) return null;
    return (
      exifDateToIso(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ?? exifDateToIso(tags.CreateDate, tags.OffsetTime)
    );
  } catch {
    return null;
  }
}
