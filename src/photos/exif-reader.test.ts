// @vitest-environment node
/**
 * The EXIF capture-time reader against exifr (which the photo worker used before): the same texts
 * from every JPEG of tests/fixtures (cameras writing both byte orders, photos without EXIF), and an
 * empty answer, never an exception, for a file that is cut short or is no JPEG at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import exifr from 'exifr/dist/lite.esm.mjs';
import { readExifTimes, type ExifTimes } from './exif-reader';

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures');
const TAGS = ['DateTimeOriginal', 'CreateDate', 'OffsetTime', 'OffsetTimeOriginal'] as const;

function jpegs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jpegs(full);
    return /\.jpe?g$/i.test(entry.name) ? [full] : [];
  });
}

const head = (file: string): ArrayBuffer => {
  const bytes = fs.readFileSync(file).subarray(0, 256 * 1024);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

async function byExifr(buffer: ArrayBuffer): Promise<ExifTimes> {
  const tags = (await exifr.parse(buffer, {
    exif: true,
    gps: false,
    interop: false,
    ifd1: false,
    xmp: false,
    reviveValues: false,
    translateValues: false,
  })) as Record<string, unknown> | undefined;
  const picked: ExifTimes = {};
  for (const tag of TAGS) if (typeof tags?.[tag] === 'string') picked[tag] = (tags[tag] as string).trim();
  return picked;
}

describe('readExifTimes', () => {
  const files = jpegs(FIXTURES);

  it('reads what exifr reads from every fixture JPEG', async () => {
    expect(files.length).toBeGreaterThan(20);
    let dated = 0;
    for (const file of files) {
      const buffer = head(file);
      const ours = readExifTimes(buffer);
      expect({ file: path.basename(file), ...ours }).toEqual({ file: path.basename(file), ...(await byExifr(buffer)) });
      if (ours.DateTimeOriginal) dated += 1;
    }
    expect(dated).toBeGreaterThan(10);
  });

  it('answers nothing for a cut-short or foreign file', () => {
    const dated = files.map(head).find((buffer) => readExifTimes(buffer).DateTimeOriginal)!;
    for (const cut of [2, 20, 200, 2000]) expect(() => readExifTimes(dated.slice(0, cut))).not.toThrow();
    expect(readExifTimes(dated.slice(0, 20))).toEqual({});
    expect(readExifTimes(new Uint8Array([1, 2, 3]).buffer)).toEqual({});
    expect(readExifTimes(new ArrayBuffer(0))).toEqual({});
  });
});
