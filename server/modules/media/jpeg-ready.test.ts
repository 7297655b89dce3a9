import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { exifOrientation, phoneReadyJpeg } from './jpeg-ready.ts';

const noise = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
const segments = (b: Buffer) => {
  const found: number[] = [];
  for (let i = 2; i < b.length - 3;) {
    if (b[i] !== 0xff) break;
    const m = b[i + 1]!;
    found.push(m);
    if (m === 0xda) break;
    i += 2 + b.readUInt16BE(i + 2);
  }
  return found;
};

describe('phoneReadyJpeg', () => {
  it('keeps the picture bit for bit and drops EXIF and comments', async () => {
    const camera = await noise(1600, 1200)
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Cheap 1', ImageDescription: '12.97N 77.59E' } } })
      .jpeg({ quality: 72 })
      .toBuffer();
    const src = Buffer.concat([
      camera.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, 7]),
      Buffer.from('hello'),
      camera.subarray(2),
    ]);
    const ready = phoneReadyJpeg(src, 1600)!;
    expect(ready).toMatchObject({ width: 1600, height: 1200 });
    expect(segments(src)).toEqual(expect.arrayContaining([0xe1, 0xfe]));
    expect(segments(ready.bytes)).not.toContain(0xe1);
    expect(segments(ready.bytes)).not.toContain(0xfe);
    expect(ready.bytes.includes('PhoneCo')).toBe(false);
    expect((await sharp(ready.bytes).metadata()).exif).toBeUndefined();
    expect((await sharp(ready.bytes).raw().toBuffer()).equals(await sharp(src).raw().toBuffer())).toBe(true);
  });

  it('reads progressive and grey pictures, and keeps the ICC profile', async () => {
    const progressive = await noise(1200, 900).jpeg({ progressive: true }).toBuffer();
    expect(phoneReadyJpeg(progressive, 1600)?.bytes.equals(progressive)).toBe(true);
    const grey = await noise(300, 200).greyscale().jpeg().toBuffer();
    expect(phoneReadyJpeg(grey, 1600)).toMatchObject({ width: 300, height: 200 });
    const icc = await noise(300, 200).withIccProfile('p3').jpeg().toBuffer();
    expect(segments(phoneReadyJpeg(icc, 1600)!.bytes)).toContain(0xe2);
  });

  it('cuts off whatever follows the end of the picture', async () => {
    const src = await noise(400, 300).jpeg().toBuffer();
    const ready = phoneReadyJpeg(Buffer.concat([src, Buffer.from('<script>alert(1)</script>')]), 1600)!;
    expect(ready.bytes.equals(src)).toBe(true);
  });

  it('leaves to the slow path what must be turned, shrunk or is broken', async () => {
    const turned = await noise(1200, 1600).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(phoneReadyJpeg(turned, 1600)).toBeNull();
    expect(phoneReadyJpeg(await noise(1601, 900).jpeg().toBuffer(), 1600)).toBeNull();
    const cmyk = await noise(200, 200).toColourspace('cmyk').jpeg().toBuffer();
    expect(phoneReadyJpeg(cmyk, 1600)).toBeNull();
    const whole = await noise(400, 300).jpeg().toBuffer();
    expect(phoneReadyJpeg(whole.subarray(0, whole.length - 2), 1600)).toBeNull(); // no end marker
    expect(phoneReadyJpeg(whole.subarray(0, 600), 1600)).toBeNull();
    expect(phoneReadyJpeg(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]), 1600)).toBeNull();
    expect(phoneReadyJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 1600)).toBeNull(); // no picture at all
  });
});

describe('exifOrientation', () => {
  it('reads the orientation in either byte order and refuses a broken block', async () => {
    const app1 = (b: Buffer) => {
      const at = b.indexOf(Buffer.from([0xff, 0xe1]));
      return b.subarray(at, at + 2 + b.readUInt16BE(at + 2));
    };
    expect(exifOrientation(app1(await noise(64, 64).withMetadata({ orientation: 8 }).jpeg().toBuffer()))).toBe(8);
    const le = Buffer.concat([
      Buffer.from([0xff, 0xe1, 0, 34]),
      Buffer.from('Exif\0\0II'),
      Buffer.from([42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]),
    ]);
    expect(exifOrientation(le)).toBe(3);
    expect(
      exifOrientation(Buffer.concat([Buffer.from([0xff, 0xe1, 0, 12]), Buffer.from('Exif\0\0XX'), Buffer.alloc(4)])),
    ).toBeNull();
    expect(
      exifOrientation(Buffer.concat([Buffer.from([0xff, 0xe1, 0, 40]), Buffer.from('http://ns.adobe.com/xap/1.0/\0')])),
    ).toBe(1);
  });
});
