/**
 * Publishes the demo's public website (docs/spec-notes.md, 'The public site') so `npm start` shows /site filled in:
 * three banner pictures drawn from SVG by sharp (shapes only, no people) stored as library images with alt text in
 * both languages, and every section as version 1, PUBLISHED, with the review history the real steps would leave
 * (saved and submitted by the creator, forwarded by the moderator, approved by the approver). Each section's items go
 * through its own schema first and fail loudly if wrong.
 */
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { mediaIdsOf, sectionItemsSchema, type SectionItem } from '@common/site/site-schema.ts';
import { SECTIONS } from '@common/site/site-sections.ts';
import type { ActivityType } from '@common/site/site-review.ts';
import type { DB } from '../schema.ts';
import { storeSeedMedia } from './seed-media.ts';
import { BANNER_ART, demoSiteItems } from './demo-site-content.ts';
import type { FileStore } from '../../storage/file-store.ts';

const W = 1600;
const H = 640;

const MOTIFS: Record<(typeof BANNER_ART)[number]['motif'], string> = {
  hostel: `<circle cx="1320" cy="150" r="90" fill="#ffd166"/>
    <rect x="420" y="230" width="620" height="330" fill="#fdf6e3" stroke="#073b26" stroke-width="10"/>
    <polygon points="390,240 730,90 1070,240" fill="#c8553d"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${470 + i * 140}" y="290" width="90" height="90" fill="#9ad1d4"/>`).join('')}
    <rect x="690" y="430" width="80" height="130" fill="#073b26"/>
    <circle cx="260" cy="330" r="110" fill="#fff" stroke="#073b26" stroke-width="12"/>
    <line x1="260" y1="330" x2="260" y2="250" stroke="#073b26" stroke-width="12" stroke-linecap="round"/>
    <line x1="260" y1="330" x2="320" y2="330" stroke="#c8553d" stroke-width="12" stroke-linecap="round"/>`,
  plate: `<ellipse cx="640" cy="360" rx="330" ry="210" fill="#fff" stroke="#073b26" stroke-width="10"/>
    <ellipse cx="640" cy="360" rx="240" ry="150" fill="#f4efe1"/>
    <ellipse cx="560" cy="350" rx="120" ry="80" fill="#fffdf5" stroke="#d9cfb0" stroke-width="6"/>
    <circle cx="740" cy="330" r="70" fill="#e07a1f"/>
    <circle cx="720" cy="430" r="45" fill="#4c9a2a"/>
    <rect x="1080" y="170" width="230" height="400" rx="36" fill="#1d2b25"/>
    <circle cx="1195" cy="300" r="62" fill="#9ad1d4" stroke="#fff" stroke-width="10"/>`,
  audit: `<rect x="360" y="100" width="520" height="460" rx="20" fill="#fff" stroke="#073b26" stroke-width="10"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="420" y="${160 + i * 80}" width="${380 - (i % 2) * 90}" height="28" rx="14" fill="#9ad1d4"/>`).join('')}
    <circle cx="950" cy="330" r="150" fill="none" stroke="#c8553d" stroke-width="30"/>
    <line x1="1055" y1="435" x2="1230" y2="610" stroke="#c8553d" stroke-width="44" stroke-linecap="round"/>`,
};

function bannerSvg(motif: keyof typeof MOTIFS): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e3f2ec"/><stop offset="1" stop-color="#bfe0d1"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="${H - 80}" width="${W}" height="80" fill="#6bab8a"/>
  ${MOTIFS[motif]}
</svg>`);
}

type Db = Kysely<DB>;

async function storeBanners(db: Db, files: FileStore, ownerId: number, now: Date): Promise<number[]> {
  const folder = await db
    .insertInto('media_folders')
    .values({ name: 'Website banners', parent_id: null, created_by: ownerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const art of BANNER_ART) {
    const png = await sharp(bannerSvg(art.motif)).png().toBuffer();
    const kind = { mediaType: 'image', ext: 'png', mime: 'image/png' } as const;
    const file = { bytes: png, kind, ownerId, name: `banner-${art.motif}.png`, now };
    const library = { in_library: true, folder_id: folder.id, alt_en: art.alt.en, alt_kn: art.alt.kn };
    ids.push(await storeSeedMedia(db, files, file, () => library));
  }
  return ids;
}

const accountId = async (db: Db, email: string) =>
  (await db.selectFrom('accounts').select('id').where('email_id', '=', email).executeTakeFirstOrThrow()).id;

/** Publishes every section of the demo website, reviewed by the demo's content staff. */
export async function seedDemoSite(db: Db, files: FileStore, now: Date): Promise<void> {
  const creator = await accountId(db, 'creator@example.org');
  const moderator = await accountId(db, 'moderator@example.org');
  const approver = await accountId(db, 'approver@example.org');
  const banners = await storeBanners(db, files, creator, now);
  const raw = demoSiteItems(now.getUTCFullYear());
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  await db.transaction().execute(async (trx) => {
    for (const section of SECTIONS) {
      const given = raw[section.key].map((item) =>
        section.key === 'home_banners' ? { ...item, image: banners[item.image as number] ?? null } : item,
      );
      // A demo text that breaks the contract's rules stops the seed here, naming the field.
      const items = sectionItemsSchema(section).parse(given) as SectionItem[];
      const version = await trx
        .insertInto('site_versions')
        .values({
          section_key: section.key,
          version: 1,
          items: JSON.stringify(items),
          state: 'PUBLISHED',
          author_id: creator,
          saved_by: creator,
          restored_from: null,
          created_at: hoursAgo(26),
          state_changed_at: hoursAgo(2),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const media = [...new Set(mediaIdsOf(section, items))];
      if (media.length > 0)
        await trx
          .insertInto('site_version_media')
          .values(media.map((media_id) => ({ version_id: version.id, media_id })))
          .execute();
      const steps: { activity_type: ActivityType; actor_id: number; created_at: Date }[] = [
        { activity_type: 'save', actor_id: creator, created_at: hoursAgo(26) },
        { activity_type: 'submit', actor_id: creator, created_at: hoursAgo(25) },
        { activity_type: 'forward', actor_id: moderator, created_at: hoursAgo(6) },
        { activity_type: 'approve', actor_id: approver, created_at: hoursAgo(2) },
      ];
      await trx
        .insertInto('site_activities')
        .values(steps.map((s) => ({ ...s, section_key: section.key, version: 1, comment: null })))
        .execute();
    }
  });
}
