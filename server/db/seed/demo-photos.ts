/**
 * Small generated photos for the demo posts: one per slot (menu chart, plate, kitchen, children),
 * drawn from SVG by sharp, so the demo needs no image files in the repository.
 */
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { storeSeedMedia } from './seed-media.ts';
import type { FileStore } from '../../storage/file-store.ts';

const SLOTS = [
  { name: 'menu-chart', label: 'Menu chart', bg: '#fef3c7', fg: '#92400e' },
  { name: 'plate-with-food', label: 'Plate with food', bg: '#dcfce7', fg: '#166534' },
  { name: 'kitchen', label: 'Kitchen', bg: '#e0f2fe', fg: '#075985' },
  { name: 'children-having-meals', label: 'Children having meals', bg: '#fce7f3', fg: '#9d174d' },
];

function svg(label: string, bg: string, fg: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="${bg}"/>
  <circle cx="320" cy="210" r="120" fill="#ffffff" stroke="${fg}" stroke-width="10"/>
  <circle cx="320" cy="210" r="70" fill="${fg}" opacity="0.25"/>
  <text x="320" y="420" font-family="DejaVu Sans, sans-serif" font-size="40" text-anchor="middle" fill="${fg}">${label}</text>
</svg>`);
}

/** Makes the four demo photos and answers their media ids, in slot order. */
export async function seedDemoPhotos(db: Kysely<DB>, files: FileStore, ownerId: number, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const slot of SLOTS) {
    const jpeg = await sharp(svg(slot.label, slot.bg, slot.fg))
      .jpeg({ quality: 80 })
      .toBuffer();
    const kind = { mediaType: 'image', ext: 'jpg', mime: 'image/jpeg' } as const;
    ids.push(await storeSeedMedia(db, files, { bytes: jpeg, kind, ownerId, name: `${slot.name}.jpg`, now }));
  }
  return ids;
}
