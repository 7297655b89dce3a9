/**
 * Rasterises public/icon.svg into the PNG icons the web manifest and iOS need. Run with
 * `npm run icons` whenever the mark changes; the PNGs are committed so builds need no sharp.
 * The maskable icon puts the mark inside the central 80% safe zone on a full-bleed background,
 * because Android crops maskable icons to circles or squircles of its own choosing.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const BRAND = '#0f766e';

/** Inner markup of the mark, without the outer rounded square, so it can be re-framed. */
function innerMarkup(svg: string): string {
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return body.replace(/<rect width="512" height="512"[^>]*\/>/, '');
}

/** Full-bleed square with the mark scaled to `scale` of the side, centred. */
function framed(svg: string, scale: number): string {
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${innerMarkup(svg)}</g>
</svg>`;
}

async function render(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: 384 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(publicDir + file);
  console.log(`wrote public/${file} (${size}×${size})`);
}

async function main(): Promise<void> {
  const svg = await readFile(publicDir + 'icon.svg', 'utf8');
  await render(svg, 192, 'icon-192.png');
  await render(svg, 512, 'icon-512.png');
  // Safe zone is a circle of radius 40% of the side: the mark's own disc (r=178/512) fits at 0.78.
  await render(framed(svg, 0.78), 512, 'maskable-512.png');
  // iOS shows transparency as black and rounds the corners itself: a square, opaque tile.
  await render(framed(svg, 0.92), 180, 'apple-touch-icon.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
