/**
 * Tells a file's real type from its first bytes (magic numbers), never from its name, so a script
 * renamed to .jpg is refused.
 */
import type { MediaType } from '@common/uploads.ts';

export interface Sniffed {
  mediaType: MediaType;
  ext: string;
  mime: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

export function sniff(bytes: Buffer): Sniffed | null {
  if (bytes.length < 4) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mediaType: 'image', ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mediaType: 'image', ext: 'png', mime: 'image/png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { mediaType: 'image', ext: 'gif', mime: 'image/gif' };
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const kind = ascii(bytes, 8, 12);
    if (kind === 'WEBP') return { mediaType: 'image', ext: 'webp', mime: 'image/webp' };
    if (kind === 'WAVE') return { mediaType: 'audio', ext: 'wav', mime: 'audio/wav' };
    if (kind === 'AVI ') return { mediaType: 'video', ext: 'avi', mime: 'video/x-msvideo' };
    return null;
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return { mediaType: 'document', ext: 'pdf', mime: 'application/pdf' };
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return { mediaType: 'audio', ext: 'mp3', mime: 'audio/mpeg' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return { mediaType: 'video', ext: 'mov', mime: 'video/quicktime' };
    if (brand.startsWith('M4V')) return { mediaType: 'video', ext: 'm4v', mime: 'video/x-m4v' };
    if (brand.startsWith('M4A')) return null;
    return { mediaType: 'video', ext: 'mp4', mime: 'video/mp4' };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { mediaType: 'video', ext: 'webm', mime: 'video/webm' };
  if (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && (bytes[3] === 0xba || bytes[3] === 0xb3))
    return { mediaType: 'video', ext: 'mpeg', mime: 'video/mpeg' };
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && /<svg[\s>]/i.test(head))
    return { mediaType: 'image', ext: 'svg', mime: 'image/svg+xml' };
  return null;
}
