/**
 * A tiny ZIP writer, STORE method only (no compression: the photos are JPEGs already and the JSON
 * is small), for 'Export unsent'. About 60 lines instead of a dependency; the format is the plain
 * PKWARE layout (local headers, central directory, end record), UTF-8 names, no ZIP64 (an outbox
 * export stays far below 4 GB). Runs in the sync worker, so hashing the bytes never blocks a page.
 */

export interface ZipEntry {
  name: string;
  data: Blob | Uint8Array | string;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

async function bytesOf(data: ZipEntry['data']): Promise<Uint8Array> {
  if (typeof data === 'string') return new TextEncoder().encode(data);
  if (data instanceof Uint8Array) return data;
  return new Uint8Array(await data.arrayBuffer());
}

/** DOS date and time of `at` (local time, 2-second resolution), as ZIP headers want them. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export async function zipStore(entries: ZipEntry[], at: Date = new Date()): Promise<Blob> {
  const parts: BlobPart[] = [];
  const central: Uint8Array[] = [];
  const { time, date } = dosTime(at);
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const data = await bytesOf(entry.data);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    // signature, then version 2.0, flags (bit 11: UTF-8 names), method 0 (store), time, date
    local.setUint32(0, 0x04034b50, true);
    [20, 0x0800, 0, time, date].forEach((v, i) => local.setUint16(4 + i * 2, v, true));
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, name.length, true);
    parts.push(local.buffer, name, data as Uint8Array<ArrayBuffer>);
    const head = new DataView(new ArrayBuffer(46));
    head.setUint32(0, 0x02014b50, true);
    [20, 20, 0x0800, 0, time, date].forEach((v, i) => head.setUint16(4 + i * 2, v, true));
    head.setUint32(16, crc, true);
    head.setUint32(20, data.length, true);
    head.setUint32(24, data.length, true);
    head.setUint16(28, name.length, true);
    head.setUint32(42, offset, true);
    central.push(new Uint8Array(head.buffer), name);
    offset += 30 + name.length + data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return new Blob([...parts, ...(central as Uint8Array<ArrayBuffer>[]), end.buffer], { type: 'application/zip' });
}
