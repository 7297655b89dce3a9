/**
 * What the reused-photo benchmark (reuse-bench.ts) does to photos: the date stamp the phone burns
 * in (a translucent box with the date and time in a corner, drawn as SVG and composited by
 * sharp), the edited copy a warden would post again (cropped up to 5 %, scaled to 50–100 %,
 * brightened or darkened up to 15 %, stamped with a new date, re-encoded at JPEG quality 60–90),
 * and regions cut from a large photo (different photos of the same place).
 */
import sharp, { type Sharp } from 'sharp';

type Rand = () => number;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MEALS = ['Breakfast', 'Lunch', 'Dinner'];

/** A date and time as the stamp shows it, drawn from `r`. */
export function stampText(r: Rand): [string, string] {
  const day = 1 + Math.floor(r() * 28);
  const hour = 7 + Math.floor(r() * 13);
  const minute = String(Math.floor(r() * 60)).padStart(2, '0');
  const date = `${day} ${MONTHS[Math.floor(r() * 12)]} 2026  ${hour}:${minute}`;
  return [date, `${MEALS[Math.floor(r() * 3)]} · Hostel ${100 + Math.floor(r() * 900)}`];
}

/** The stamp's SVG for a photo of `width`×`height`, in its bottom-right corner. */
function stampSvg(width: number, height: number, lines: [string, string]): Buffer {
  const px = Math.max(14, Math.round(Math.max(width, height) * 0.022));
  const boxW = Math.min(width, Math.round(px * 0.58 * Math.max(lines[0].length, lines[1].length) + px * 1.4));
  const boxH = Math.min(height, Math.round(px * 3.3));
  const text = lines.map(
    (line, i) =>
      `<text x="${px * 0.7}" y="${px * (1.35 + i * 1.4)}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="${px}" fill="#fff">${line}</text>`,
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${boxW}" height="${boxH}">` +
      `<rect width="${boxW}" height="${boxH}" fill="rgb(5,46,42)" fill-opacity="0.74"/>${text.join('')}</svg>`,
  );
}

/** `image` (any pipeline) with the stamp burned in, as a JPEG of `quality`. */
async function stampAndEncode(image: Sharp, lines: [string, string], quality: number): Promise<Buffer> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .composite([{ input: stampSvg(info.width, info.height, lines), gravity: 'southeast' }])
    .jpeg({ quality })
    .toBuffer();
}

/** The photo as posted: stamped with `lines`, JPEG quality 85. */
export function posted(photo: Buffer, lines: [string, string]): Promise<Buffer> {
  return stampAndEncode(sharp(photo).rotate(), lines, 85);
}

/** How a copy was edited: the larger crop share of the two axes, the scale, the brightness change, the JPEG quality. */
export interface Edit {
  crop: number;
  scale: number;
  brightness: number;
  quality: number;
}

/** The copy a warden posts again: edited as described at the top (`crop` false: not cropped), newly stamped. */
export async function reusedCopy(
  original: Buffer,
  r: Rand,
  crop = true,
): Promise<{ bytes: Buffer; edit: string } & Edit> {
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const cropW = crop ? Math.round(width * r() * 0.05) : 0;
  const cropH = crop ? Math.round(height * r() * 0.05) : 0;
  const left = Math.round(r() * cropW);
  const top = Math.round(r() * cropH);
  const scale = 0.5 + r() * 0.5;
  const brightness = (r() * 2 - 1) * 0.15;
  const quality = 60 + Math.floor(r() * 31);
  const image = sharp(original)
    .extract({ left, top, width: width - cropW, height: height - cropH })
    .resize(Math.round((width - cropW) * scale), Math.round((height - cropH) * scale))
    .linear(1 + brightness, 0);
  const bytes = await stampAndEncode(image, stampText(r), quality);
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const edit = `crop ${pct(cropW / width)}×${pct(cropH / height)}, scale ${pct(scale)}, brightness ${brightness >= 0 ? '+' : ''}${pct(brightness)}, q${quality}`;
  return { bytes, edit, crop: Math.max(cropW / width, cropH / height), scale, brightness, quality };
}

/** The region of `photo` at fractions (x, y) of size (w, h), at most 1600 px, stamped. */
export async function region(photo: Buffer, x: number, y: number, w: number, h: number, lines: [string, string]) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const box = {
    left: Math.round(x * width),
    top: Math.round(y * height),
    width: Math.round(w * width),
    height: Math.round(h * height),
  };
  const image = sharp(photo).extract(box).resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
  return stampAndEncode(image, lines, 85);
}
