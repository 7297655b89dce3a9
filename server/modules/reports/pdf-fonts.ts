/**
 * The weekly PDF's four fonts (Noto Sans and Noto Sans Kannada, regular and bold), from the
 * @fontsource packages' WOFF files: nothing is fetched at run time. fontkit inflates a WOFF's tables
 * with a JavaScript inflater every time a document opens them, which was 80 % of the time of making
 * a report; so each WOFF is turned once, at first use, into the plain TrueType/OpenType file it
 * wraps (the same tables, inflated by Node's zlib), and documents read that from memory.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const fontDir = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');

const FILES = {
  latin: ['@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'],
  'latin-bold': ['@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'],
  kannada: ['@fontsource/noto-sans-kannada', 'noto-sans-kannada-kannada-400-normal.woff'],
  'kannada-bold': ['@fontsource/noto-sans-kannada', 'noto-sans-kannada-kannada-700-normal.woff'],
} as const;
export type FontName = keyof typeof FILES;

/** The sfnt file inside a WOFF 1.0 file (W3C WOFF: a 44-byte header, then 20-byte table entries). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(raw) : raw,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = head.length;
  const parts: Buffer[] = [head];
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    parts.push(t.data, Buffer.alloc(pad(t.data.length) - t.data.length));
    offset += pad(t.data.length);
  });
  return Buffer.concat(parts);
}

let fonts: Record<FontName, Buffer> | null = null;

/** The four fonts as sfnt files, read and inflated once per process. */
export function reportFonts(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FILES).map(([name, [pkg, file]]) => [
      name,
      woffToSfnt(fs.readFileSync(path.join(fontDir(pkg), file))),
    ]),
  ) as Record<FontName, Buffer>;
  return fonts;
}
