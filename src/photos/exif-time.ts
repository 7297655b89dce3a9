/**
 * The original capture time of a photo, read from its EXIF (exif-reader.ts) before anything
 * re-encodes it (re-encoding drops EXIF). Supervisors compare it with the Submit time to spot an old
 * photo posted as today's meal. Cameras write local time without a zone unless OffsetTimeOriginal
 * says otherwise; our phones are in India, so a missing offset is read as Asia/Kolkata (+05:30).
 */
import { readExifTimes } from './exif-reader';

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
    const tags = readExifTimes(head);
    return (
      exifDateToIso(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ?? exifDateToIso(tags.CreateDate, tags.OffsetTime)
    );
  } catch {
    return null;
  }
}
