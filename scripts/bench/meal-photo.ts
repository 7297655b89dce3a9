/**
 * The phone's photo for the server benchmarks (bench:spike, bench:x-burst): a 1600×1200 JPEG of
 * about 200 KB, as the PWA sends one after P1 (smooth colour fields around a plate, under
 * sensor-like noise, so it compresses like a real meal photo). Each seed gives a different photo.
 */
import sharp from 'sharp';

export async function mealPhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let s = seed * 7919 + 1;
  const noise = () => ((s = (s * 1664525 + 1013904223) >>> 0) >>> 24) / 16 - 8;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const plate = (x - 800) ** 2 + (y - 600) ** 2 < 450 ** 2;
      const i = (y * width + x) * 3;
      raw[i] = Math.max(
        0,
        Math.min(255, (plate ? 230 : 120 + seed * 20) + 30 * Math.sin((x + seed * 50) / 90) + noise()),
      );
      raw[i + 1] = Math.max(0, Math.min(255, (plate ? 200 : 80) + 25 * Math.cos(y / 70) + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, (plate ? 150 : 40 + seed * 15) + 20 * Math.sin((x + y) / 120) + noise()));
    }
  }
  let best: Buffer | null = null;
  for (const quality of [90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40]) {
    best = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (best.length <= 210_000) break;
  }
  return best!;
}
