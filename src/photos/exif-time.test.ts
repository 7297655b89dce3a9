// @vitest-environment node
/**
 * The capture time read from EXIF: the raw EXIF date forms, the offset (the camera's own, else
 * India's), nonsense dates refused, and a real JPEG written with EXIF by sharp, read by exif-reader.ts.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { exifDateToIso, readExifTakenAt } from './exif-time';

describe('exifDateToIso', () => {
  it('reads EXIF dates with the camera offset, or Asia/Kolkata without one', () => {
    expect(exifDateToIso('2026:05:14 13:05:22')).toBe('2026-05-14T13:05:22+05:30');
    expect(exifDateToIso('2026:05:14 13:05:22', '+04:00')).toBe('2026-05-14T13:05:22+04:00');
    expect(exifDateToIso('2026-05-14T13:05:22', 'junk')).toBe('2026-05-14T13:05:22+05:30');
  });

  it('refuses what is not a date', () => {
    expect(exifDateToIso('0000:00:00 00:00:00')).toBeNull();
    expect(exifDateToIso('2026:13:01 10:00:00')).toBeNull();
    expect(exifDateToIso(undefined)).toBeNull();
    expect(exifDateToIso(1715670000)).toBeNull();
  });
});

describe('readExifTakenAt', () => {
  it('finds DateTimeOriginal in a camera JPEG, and null in a photo without EXIF', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } });
    const withExif = await base
      .clone()
      .jpeg()
      .withExif({
        IFD0: { Make: 'Test' },
        IFD2: { DateTimeOriginal: '2026:05:14 13:05:22', OffsetTimeOriginal: '+05:30' },
      })
      .toBuffer();
    expect(await readExifTakenAt(new Blob([new Uint8Array(withExif)]))).toBe('2026-05-14T13:05:22+05:30');
    const without = await base.clone().jpeg().toBuffer();
    expect(await readExifTakenAt(new Blob([new Uint8Array(without)]))).toBeNull();
    expect(await readExifTakenAt(new Blob([new Uint8Array([1, 2, 3])]))).toBeNull();
  });
});
