/**
 * Photos for the reused-photo tests (docs/review.md): a seeded scene of coloured shapes over a
 * gradient, different for each seed and with enough texture for a fingerprint of good quality, and
 * the changes a reused photo goes through on its way back in (re-encoded, resized, cropped a little,
 * brightened).
 */
import sharp from 'sharp';

/** A 640×480 JPEG scene; each seed gives another. */
export async function scene(seed: number): Promise<Buffer> {
  let s = seed * 9301 + 49297;
  const rand = () => (s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const shapes = Array.from({ length: 14 }, () => {
    const [x, y, r] = [rand() * 640, rand() * 480, 20 + rand() * 90];
    const fill = `rgb(${Math.floor(rand() * 255)},${Math.floor(rand() * 255)},${Math.floor(rand() * 255)})`;
    return rand() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`
      : `<rect x="${x}" y="${y}" width="${r * 1.6}" height="${r}" fill="${fill}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="rgb(${Math.floor(rand() * 255)},90,60)"/><stop offset="1" stop-color="rgb(40,${Math.floor(rand() * 255)},140)"/>
    </linearGradient></defs><rect width="640" height="480" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The same photo after a trip through another phone or app: resized, cropped by 2 % on each side, brightened, re-encoded. */
export async function reused(bytes: Buffer, opts = { scale: 0.8, crop: 0.02, brightness: 1.1, quality: 65 }) {
  const { width = 640, height = 480 } = await sharp(bytes).metadata();
  const dx = Math.round(width * opts.crop);
  const dy = Math.round(height * opts.crop);
  return sharp(bytes)
    .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
    .resize(Math.round(width * opts.scale))
    .modulate({ brightness: opts.brightness })
    .jpeg({ quality: opts.quality })
    .toBuffer();
}
