/**
 * The checks found on posts when they arrived (docs/review.md, 'Checks'), read for many posts at
 * once so a page of the feed or the queue costs one query. Written by the review module's step.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function checksOfPosts(db: Kysely<DB>, postIds: number[]) {
  if (!postIds.length) return Promise.resolve([]);
  return db
    .selectFrom('post_checks')
    .select(['post_id', 'kind', 'slot', 'match_post_id', 'match_slot', 'distance', 'exact'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('id')
    .execute();
}
export type CheckRow = Awaited<ReturnType<typeof checksOfPosts>>[number];
