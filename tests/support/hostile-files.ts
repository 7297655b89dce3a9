/**
 * Hostile files for the upload tests (docs/spec-notes.md, 'Faults and hostile inputs'), made on the spot so no odd
 * bytes live in the repository: a decompression bomb (a PNG of many pixels that deflates to a few hundred KB), a JPEG
 * with HTML in a comment and after its end, and SVGs that would run script if opened.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { jpeg, multipart } from './posting.ts';

/** A JPEG of noise: its scan data fills the file, so half of it stops in the middle of the pixels. */
export const noisyJpeg = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();

/**
 * Runs `work` while sampling the process's RSS every 10 ms: the peak growth over the RSS at the
 * start, in MB (the RSS after the work alone would miss a spike the collector has already undone).
 */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - start) / 1048576 };
  } finally {
    clearInterval(timer);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A black 1-bit greyscale PNG of width × height built by hand (sharp will not create one-channel
 * images), deflated a band of rows at a time so the test never holds the raw pixels either.
 */
export async function bombPng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const band = Buffer.alloc(rowBytes * 1000);
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let row = 0; row < height; row += 1000) {
    const rows = Math.min(1000, height - row);
    if (!deflate.write(band.subarray(0, rows * rowBytes)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real JPEG with HTML in a comment segment (right after SOI) and again after its end marker. */
export async function polyglotJpeg(): Promise<Buffer> {
  const real = await jpeg(400, 300);
  const text = Buffer.from(HTML, 'latin1');
  const com = Buffer.alloc(4);
  com.set([0xff, 0xfe], 0);
  com.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([real.subarray(0, 2), com, text, real.subarray(2), text]);
}

/** SVGs each carrying one kind of active content, by name. */
export const HOSTILE_SVGS: Record<string, string> = {
  script: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
  prefixedScript:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
  onload: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
  slashHandler: '<svg xmlns="http://www.w3.org/2000/svg"><rect/onclick=alert(1) width="9"/></svg>',
  foreignObject:
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>',
  externalImage:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
  externalUse: '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#a"/></svg>',
  javascriptLink:
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text y="9">hi</text></a></svg>',
  cssImport: '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style></svg>',
  cssUrl: '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/a)"/></svg>',
  entity:
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
  animateHref:
    '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
};

/** A multipart body with two files in the `media` field. */
export function twoFiles(a: Buffer, b: Buffer) {
  const one = multipart({ media_owner: 'OWNER' }, { name: 'a.jpg', bytes: a });
  const boundary = one.headers['content-type'].split('boundary=')[1]!;
  const second = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="media"; filename="b.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
  );
  const end = one.payload.lastIndexOf(`--${boundary}--`);
  const payload = Buffer.concat([
    one.payload.subarray(0, end),
    second,
    b,
    Buffer.from('\r\n'),
    one.payload.subarray(end),
  ]);
  return { payload, headers: one.headers };
}

/** A plain SVG logo: shapes, a gradient named by fragment, inline style; nothing active. */
export const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke:#000"/><use href="#g"/></svg>';
