/**
 * The phone's fast path. The PWA sends each photo as a JPEG it has already made upright, at most
 * 1600 px and about 200 KB (src/photos). Re-encoding that costs about 80 ms of CPU for nothing, so
 * such a file is kept as sent once its bytes pass a walk over every JPEG marker:
 * - only baseline or progressive Huffman frames, 8-bit, 1 or 3 components, edges ≤ the limit;
 * - an EXIF orientation other than 1 (the picture would need turning) is not phone-ready;
 * - metadata goes: EXIF (with GPS), XMP, IPTC, comments and other APPn blocks; JFIF, the ICC
 *   profile and Adobe's colour-transform block stay, because they change how it looks;
 * - anything after the end-of-image marker (a script hidden in a "polyglot") is cut off.
 * Any file this refuses goes the slow way (sharp decodes and re-encodes it, or refuses it).
 */
export interface ReadyJpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const HUFFMAN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const startsWith = (seg: Buffer, text: string) => seg.subarray(4, 4 + text.length).toString('latin1') === text;
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

/** The EXIF orientation in an APP1 segment: 1 when absent, null when the block cannot be read. */
export function exifOrientation(seg: Buffer): number | null {
  if (!startsWith(seg, 'Exif\0\0')) return 1; // XMP or another APP1: no orientation in it
  const tiff = seg.subarray(10);
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  if (ifd + 2 + count * 12 > tiff.length) return null;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
}

/** Keeps a segment that changes how the picture looks; drops metadata. Null: not phone-ready. */
function keepSegment(marker: number, seg: Buffer): boolean | null {
  if (marker === APP0) return startsWith(seg, 'JFIF\0');
  if (marker === APP1) return exifOrientation(seg) === 1 ? false : null;
  if (marker === APP2) return startsWith(seg, 'ICC_PROFILE\0');
  if (marker === APP14) return startsWith(seg, 'Adobe');
  if ((marker > APP0 && marker <= 0xef) || marker === COM) return false;
  return true;
}

/** The end of a scan's entropy-coded data: the first marker that is not stuffing or a restart. */
function scanEnd(src: Buffer, from: number): number {
  let i = from;
  for (;;) {
    i = src.indexOf(0xff, i);
    if (i < 0 || i + 1 >= src.length) return -1;
    const next = src[i + 1]!;
    if (next === 0x00 || isRst(next)) i += 2;
    else if (next === 0xff) i += 1;
    else return i;
  }
}

export function phoneReadyJpeg(src: Buffer, maxEdge: number): ReadyJpeg | null {
  if (src.length < 4 || src[0] !== 0xff || src[1] !== SOI) return null;
  const parts: Buffer[] = [src.subarray(0, 2)];
  let pos = 2;
  let width = 0;
  let height = 0;
  let scans = 0;
  for (;;) {
    while (src[pos] === 0xff && src[pos + 1] === 0xff) pos++; // fill bytes before a marker
    if (pos + 2 > src.length || src[pos] !== 0xff) return null;
    const marker = src[pos + 1]!;
    if (marker === EOI) {
      if (scans === 0) return null;
      parts.push(src.subarray(pos, pos + 2));
      return { bytes: Buffer.concat(parts), width, height };
    }
    if (marker === SOI || marker === 0x01 || isRst(marker) || pos + 4 > src.length) return null;
    const length = src.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > src.length) return null;
    const seg = src.subarray(pos, pos + 2 + length);
    if (OTHER_FRAMES.has(marker)) return null; // lossless, hierarchical or arithmetic-coded
    if (HUFFMAN_FRAMES.has(marker)) {
      if (width || length < 8 || seg[4] !== 8) return null;
      height = seg.readUInt16BE(5);
      width = seg.readUInt16BE(7);
      const components = seg[9];
      if (!width || !height || Math.max(width, height) > maxEdge || (components !== 1 && components !== 3)) return null;
    }
    const keep = keepSegment(marker, seg);
    if (keep === null) return null;
    if (keep) parts.push(seg);
    pos += 2 + length;
    if (marker === SOS) {
      if (!width) return null;
      const end = scanEnd(src, pos);
      if (end < 0) return null; // no end-of-image: a truncated file
      parts.push(src.subarray(pos, end));
      scans++;
      pos = end;
    }
  }
}
