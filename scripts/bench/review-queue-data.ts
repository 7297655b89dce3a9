/**
 * The review queue bench's data (review-queue-browser.ts), on the demo database: flagged posts in
 * dd@example.org's district, written by direct SQL as the review step would have written them, and
 * for the queue's first page photos of their own. The demo's posts all share four small drawings
 * (3–4 KB at 320 px), which would make the thumbnails' bytes too kind; here every post of the first
 * page gets four distinct photos cut from the real photographs in tests/fixtures/faces, and the
 * earlier photo its plate photo matches a fifth, each stored as an upload is (storeMedia) with its
 * 320 px list rendition (makeLowRes) made at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { makeLowRes, type Stored } from '../../server/modules/media/media.storage.ts';
import { storeSeedMedia } from '../../server/db/seed/seed-media.ts';
import { keyOf } from '../../server/storage/file-store.ts';
import type { RunningServer } from '../../tests/e2e/support/server.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/faces/images');
const KIND = { mediaType: 'image', ext: 'jpg', mime: 'image/jpeg' } as const;

/** `n` distinct photos (a fixture's window, at one of four corners, mirrored for odd rounds), as media ids. */
async function distinctPhotos(server: RunningServer, ownerId: number, n: number): Promise<number[]> {
  const { db, files } = server.app.ctx;
  const sources = fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const now = new Date();
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const round = Math.floor(i / sources.length);
    const input = sharp(path.join(FIXTURES, sources[i % sources.length]!));
    const { width = 0, height = 0 } = await input.metadata();
    const [w, h] = [Math.round(width * 0.85), Math.round(height * 0.85)];
    const window = { left: round % 2 ? width - w : 0, top: round % 4 >= 2 ? height - h : 0, width: w, height: h };
    const jpeg = await input
      .extract(window)
      .flop(round % 2 === 1)
      .jpeg({ quality: 85 })
      .toBuffer();
    const file = { bytes: jpeg, kind: KIND, ownerId, name: `bench-${i}.jpg`, now };
    // A photo that is not phone-ready gets its rendition from storeMedia; a ready one from the queue, made here at once.
    const rendition = async (stored: Stored) => {
      if (stored.lowResPath) return {};
      const lowPath = stored.highResPath.replace(/\.[^./]+$/, '-sm-bench.webp');
      await files.put(keyOf(lowPath), await makeLowRes(jpeg));
      return { low_res_path: lowPath };
    };
    ids.push(await storeSeedMedia(db, files, file, rendition));
  }
  return ids;
}

/**
 * Empties the queue, flags the `count` newest posts of the DD's district (a REUSED_PHOTO check of
 * the plate photo against an older post of the district), and gives the first `page` of them in the
 * queue's order distinct photos. Answers how many were flagged.
 */
export async function flagPosts(server: RunningServer, ddEmail: string, count: number, page: number): Promise<number> {
  const db = server.app.ctx.db;
  await db.updateTable('posts').set({ review_state: null }).where('review_state', '=', 'PENDING').execute();
  await db.deleteFrom('post_checks').execute();
  const dd = await db
    .selectFrom('accounts as a')
    .innerJoin('account_districts as ad', 'ad.account_id', 'a.id')
    .select(['a.id', 'ad.district_id'])
    .where('a.email_id', '=', ddEmail)
    .executeTakeFirstOrThrow();
  const inDistrict = () =>
    db
      .selectFrom('posts')
      .select(['id', 'organization_id', 'district_id', 'day'])
      .where('district_id', '=', dd.district_id)
      .where('image_2', 'is not', null)
      .orderBy('received_at', 'desc');
  const flagged = (await inDistrict().limit(count).execute()).reverse(); // the queue's order: oldest first
  const older = await inDistrict().offset(count).limit(count).execute();
  const photos = await distinctPhotos(server, dd.id, Math.min(page, flagged.length) * 5);
  for (const [i, post] of flagged.entries()) {
    const match = older[i]!;
    const own = photos.slice(i * 5, i * 5 + 5);
    if (own.length === 5)
      await db
        .updateTable('posts')
        .set({ image_1: own[0]!, image_2: own[1]!, image_3: own[2]!, image_4: own[3]! })
        .where('id', '=', post.id)
        .execute();
    // The matched photo's row, as the review step wrote it when the older post came in.
    const media = own[4] ?? null;
    await sql`insert into post_photos (post_id, slot, media_id, organization_id, district_id, day)
      select id, 2, coalesce(${media}::int, image_2), organization_id, district_id, day from posts where id = ${match.id}
      on conflict (post_id, slot) do update set media_id = excluded.media_id`.execute(db);
    await db
      .insertInto('post_checks')
      .values({ post_id: post.id, kind: 'REUSED_PHOTO', slot: 2, match_post_id: match.id, match_slot: 2, distance: 12 })
      .execute();
  }
  const ids = flagged.map((p) => p.id);
  await db.updateTable('posts').set({ review_state: 'PENDING' }).where('id', 'in', ids).execute();
  return ids.length;
}
