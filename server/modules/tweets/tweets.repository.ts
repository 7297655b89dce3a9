/**
 * Queries on posts: a post with its institution's and places' names (`tweetQuery`, which the feed
 * and the helpline build on too), a warden's own list, and the insert. Inserting a post and counting
 * it in the daily roll-up happen in one transaction, so the counts stay right however many posts
 * arrive at once.
 */
import { sql, type Kysely, type Insertable } from 'kysely';
import type { TweetStatus } from '@common/schedule.ts';
import type { DB, PostsTable } from '../../db/schema.ts';
import type { PostInsertSteps } from '../../lib/post-insert-steps.ts';
import { countedPost } from '../../db/post-conditions.ts';

export function tweetQuery(db: Kysely<DB>) {
  return (
    db
      .selectFrom('posts as p')
      .innerJoin('organizations as o', 'o.id', 'p.organization_id')
      .innerJoin('districts as d', 'd.id', 'o.district_id')
      .innerJoin('taluks as t', 't.id', 'o.taluk_id')
      .leftJoin('x_publications as xp', 'xp.post_id', 'p.id')
      .leftJoin('x_accounts as xa', 'xa.organization_id', 'p.organization_id')
      // The kind is a literal, not a parameter: the same text for every read, and the where clauses'
      // parameters keep their numbers ($1 is the warden's id on the warden's page).
      .leftJoin('log_entries as le', (join) =>
        join.onRef('le.post_id', '=', 'p.id').on('le.kind', '=', sql.lit('post')),
      )
      .leftJoin('post_reviews as pr', 'pr.post_id', 'p.id')
      .leftJoin('accounts as ra', 'ra.id', 'pr.reviewer_id')
      .select([
        'p.id',
        'p.client_id',
        'p.content',
        'p.meal',
        'p.day',
        'p.status',
        'p.captured_at',
        'p.received_at',
        'p.clock_suspect',
        'p.exif_taken_at',
        'p.faces',
        'p.no_faces_confirmed',
        'p.image_1',
        'p.image_2',
        'p.image_3',
        'p.image_4',
        'p.warden_id',
        'o.id as organization_id',
        'o.en_name',
        'o.kn_name',
        'd.name_en as district_en',
        'd.name_kn as district_kn',
        't.name_en as taluk_en',
        't.name_kn as taluk_kn',
        'xp.status as x_status',
        'xp.tweet_id as x_tweet_id',
        'xp.attempts as x_attempts',
        'xp.last_error as x_last_error',
        'xp.published_at as x_published_at',
        'xa.username as x_username',
        // The post's own entry in the public log (docs/log.md), not its amendments.
        'le.idx as log_index',
        'le.integrated_at as log_integrated_at',
        // The review of a flagged post (docs/review.md).
        'p.photo_sources',
        'p.review_state',
        'pr.reason as review_reason',
        'pr.decided_at as review_decided_at',
        'ra.first_name as reviewer_first',
        'ra.last_name as reviewer_last',
      ])
  );
}
export type TweetRow = Awaited<ReturnType<ReturnType<typeof tweetQuery>['execute']>>[number];

/** One post by id, as the lists read it. */
export const postRowById = (db: Kysely<DB>, id: number) => tweetQuery(db).where('p.id', '=', id).executeTakeFirst();

/** A page of the warden's own posts, newest captured first; status ALL takes every status, a rejected post included. */
export function wardenPostsPage(
  db: Kysely<DB>,
  wardenId: number,
  status: TweetStatus | 'ALL',
  page: number,
  size: number,
) {
  let query = tweetQuery(db).where('p.warden_id', '=', wardenId);
  // A rejected post is listed under ALL only: it counts as Not Posted (db/post-conditions.ts).
  if (status !== 'ALL') query = query.where('p.status', '=', status).where(countedPost('p'));
  return query
    .orderBy('p.captured_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export function wardenPostCount(db: Kysely<DB>, wardenId: number, status: TweetStatus | 'ALL') {
  let count = db.selectFrom('posts as p').where('p.warden_id', '=', wardenId);
  if (status !== 'ALL') count = count.where('p.status', '=', status).where(countedPost('p'));
  return count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
}

/** The daily roll-up's column a post of each status counts in. */
export const ROLLUP_COLUMN = {
  POSTED_ON_TIME: 'on_time',
  POSTED_WITH_DELAY: 'delayed',
  POST_NOT_CONSIDERED: 'after_deadline',
} as const;

export type InsertOutcome = { kind: 'created'; id: number } | { kind: 'same_client_id' } | { kind: 'meal_taken' };

/**
 * Inserts a post, counts it, marks its photos used and runs the app's steps (`ctx.postInsertSteps`,
 * lib/post-insert-steps.ts: the X module queues the post for X when its institution has an account,
 * the public log writes its entry), all in one transaction: an accepted post is never left
 * unqueued or unlogged. `xGiveUpAt` is when publishing stops trying (six hours after the meal's
 * late-until). Tests that only count posts leave `steps` out.
 */
export async function insertPost(
  db: Kysely<DB>,
  post: Insertable<PostsTable>,
  xGiveUpAt: Date,
  steps?: PostInsertSteps,
): Promise<InsertOutcome> {
  return db.transaction().execute(async (trx) => {
    // A twin with the same client_id makes this a no-op; a second post for the same meal is refused
    // by the unique constraint, checked first so the transaction is not aborted by it.
    const taken = await trx
      .selectFrom('posts')
      .select('client_id')
      .where('organization_id', '=', post.organization_id)
      .where('day', '=', post.day)
      .where('meal', '=', post.meal)
      .executeTakeFirst();
    if (taken) return taken.client_id === post.client_id ? { kind: 'same_client_id' } : { kind: 'meal_taken' };
    const row = await trx
      .insertInto('posts')
      .values(post)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const twin = await trx
        .selectFrom('posts')
        .select('id')
        .where('client_id', '=', post.client_id)
        .executeTakeFirst();
      return twin ? { kind: 'same_client_id' } : { kind: 'meal_taken' };
    }
    const column = ROLLUP_COLUMN[post.status as keyof typeof ROLLUP_COLUMN];
    await trx
      .insertInto('stat_daily')
      .values({ organization_id: post.organization_id, day: post.day, [column]: 1 })
      .onConflict((oc) =>
        oc.columns(['organization_id', 'day']).doUpdateSet({ [column]: sql`stat_daily.${sql.ref(column)} + 1` }),
      )
      .execute();
    const images = [post.image_1, post.image_2, post.image_3, post.image_4].filter(
      (id): id is number => typeof id === 'number',
    );
    await trx.updateTable('media').set({ used_at: post.received_at }).where('id', 'in', images).execute();
    await steps?.run(trx, {
      post_id: row.id,
      organization_id: post.organization_id,
      captured_at: new Date(post.captured_at ?? xGiveUpAt),
      give_up_at: xGiveUpAt,
      now: new Date(post.received_at ?? post.captured_at ?? xGiveUpAt),
    });
    return { kind: 'created', id: row.id };
  });
}

export const postByClientId = (db: Kysely<DB>, clientId: string) =>
  db.selectFrom('posts').selectAll().where('client_id', '=', clientId).executeTakeFirst();
