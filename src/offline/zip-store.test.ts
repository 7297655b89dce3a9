// @vitest-environment node
/**
 * The STORE-only ZIP writer: the standard CRC-32 check value, and an archive whose headers, central
 * directory and stored bytes read back as written (parsed here by hand, as unzip would), which is
 * what 'Export unsent' hands the warden.
 */
import { describe, expect, it } from 'vitest';
import { crc32, zipStore } from './zip-store';

function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true);
    files[name] = bytes.subarray(start, start + size);
    expect(crc32(files[name])).toBe(view.getUint32(at + 16, true));
    at += 46 + nameLength;
  }
  return files;
}

describe('zipStore', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes entries that read back byte for byte, UTF-8 names included', async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const blob = await zipStore([
      { name: 'posts.json', data: '{"posts":[]}' },
      { name: 'photos/ಊಟ-1.jpg', data: new Blob([photo], { type: 'image/jpeg' }) },
    ]);
    expect(blob.type).toBe('application/zip');
    const files = readZip(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['posts.json', 'photos/ಊಟ-1.jpg']);
    expect(new TextDecoder().decode(files['posts.json'])).toBe('{"posts":[]}');
    expect(files['photos/ಊಟ-1.jpg']).toEqual(photo);
  });
});
