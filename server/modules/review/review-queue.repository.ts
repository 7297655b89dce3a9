/**
 * The reads of the review queue (docs/review.md, 'The queue'): flagged posts still waiting, oldest
 * received first, in a DD's districts or the state (the partial index of migration 0019 holds only
 * these), and, for their reused photos, the other post's photo with its day and institution.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { tweetQuery } from '../tweets/tweets.repository.ts';

/** null: the state. */
type Districts = number[] | null;

const waiting = (db: Kysely<DB>, districts: Districts) => {
  let query = tweetQuery(db).where('p.review_state', '=', 'PENDING');
  if (districts) query = query.where('p.district_id', 'in', districts.length ? districts : [-1]);
  return query;
};

export const queuePage = (db: Kysely<DB>, districts: Districts, page: number, size: number) =>
  waiting(db, districts)
    .orderBy('p.received_at')
    .orderBy('p.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();

export async function queueTotal(db: Kysely<DB>, districts: Districts): Promise<number> {
  let query = db.selectFrom('posts as p').where('p.review_state', '=', 'PENDING');
  if (districts) query = query.where('p.district_id', 'in', districts.length ? districts : [-1]);
  const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The photos the reused photos of these posts match, with the other post's day, receipt and institution. */
export function matchedPhotos(db: Kysely<DB>, postIds: number[]) {
  if (!postIds.length) return Promise.resolve([]);
  return db
    .selectFrom('post_checks as c')
    .innerJoin('posts as mp', 'mp.id', 'c.match_post_id')
    .innerJoin('organizations as o', 'o.id', 'mp.organization_id')
    .innerJoin('post_photos as pp', (join) =>
      join.onRef('pp.post_id', '=', 'c.match_post_id').onRef('pp.slot', '=', 'c.match_slot'),
    )
    .leftJoin('media as m', 'm.id', 'pp.media_id')
    .select([
      'c.post_id',
      'c.match_post_id',
      'c.match_slot',
      'mp.day',
      'mp.received_at',
      'o.id as organization_id',
      'o.en_name',
      'o.kn_name',
      'm.id as media_id',
    ])
    .where('c.post_id', 'in', postIds)
    .where('c.kind', '=', 'REUSED_PHOTO')
    .orderBy('c.post_id')
    .orderBy('c.id')
    .execute();
}
