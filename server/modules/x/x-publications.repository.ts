/**
 * The publication queue, which is the `x_publications` table itself: one row per accepted post of
 * an institution with an X account, written in the post's own transaction. Workers in any number
 * of server processes claim due rows with a lease (FOR UPDATE SKIP LOCKED), oldest Submit first;
 * each state change is one statement, and PUBLISHING is written before X is called, so a worker
 * that dies leaves a row the next one knows to reconcile rather than post blind.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, XPublicationsTable } from '../../db/schema.ts';
import type { InsertedPost } from '../../lib/post-insert-steps.ts';

type Db = Kysely<DB>;
type Status = XPublicationsTable['status'];

/**
 * Queues a new post if its institution has an X account: a step of insertPost's transaction,
 * added by app.ts to the app's steps (lib/post-insert-steps.ts).
 */
export async function queuePublication(trx: Transaction<DB>, post: InsertedPost): Promise<void> {
  await trx
    .insertInto('x_publications')
    .columns([
      'post_id',
      'organization_id',
      'status',
      'captured_at',
      'give_up_at',
      'next_attempt_at',
      'created_at',
      'updated_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('x_accounts')
        .select([
          sql.lit(post.post_id).as('post_id'),
          'organization_id',
          sql<Status>`case when status = 'CONNECTED' then 'QUEUED' else 'NEEDS_RECONNECT' end`.as('status'),
          sql<Date>`${post.captured_at}::timestamptz`.as('captured_at'),
          sql<Date>`${post.give_up_at}::timestamptz`.as('give_up_at'),
          sql<Date>`${post.now}::timestamptz`.as('next_attempt_at'),
          sql<Date>`${post.now}::timestamptz`.as('created_at'),
          sql<Date>`${post.now}::timestamptz`.as('updated_at'),
        ])
        .where('organization_id', '=', post.organization_id),
    )
    .execute();
}

/**
 * Claims the oldest due publication whose account may be used now, with the deployment's next
 * publishing slot (X_POSTS_PER_MINUTE) in the same transaction, so the oldest capture goes first
 * and a worker waiting for the slot writes nothing. Due are waiting rows whose time has come, and
 * PUBLISHING rows whose worker's lease ran out (it died mid-call). Answers when to look again
 * while the app is paused or the slot is not yet open.
 */
export async function claimDue(db: Db, owner: string, now: Date, leaseUntil: Date, paceMs: number) {
  return db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom('x_app_state')
      .select(['paused_until', 'pace_next_at'])
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (app.paused_until && app.paused_until > now) return { kind: 'wait' as const, until: app.paused_until };
    const due = await trx
      .selectFrom('x_publications as p')
      .innerJoin('x_accounts as a', 'a.organization_id', 'p.organization_id')
      .select(['p.post_id'])
      .where('a.status', '=', 'CONNECTED')
      .where((eb) => eb.or([eb('a.user_wait_until', 'is', null), eb('a.user_wait_until', '<=', now)]))
      .where('p.next_attempt_at', '<=', now)
      // A PUBLISHING row nobody holds is one whose worker died mid-call: it is settled, not re-sent.
      .where('p.status', 'in', ['QUEUED', 'RETRYING', 'UNKNOWN', 'PUBLISHING'])
      .where((eb) => eb.or([eb('p.lease_until', 'is', null), eb('p.lease_until', '<', now)]))
      .orderBy('p.captured_at')
      .limit(1)
      .forUpdate('p')
      .skipLocked()
      .executeTakeFirst();
    if (!due) return { kind: 'none' as const };
    if (app.pace_next_at > now) return { kind: 'wait' as const, until: app.pace_next_at };
    // The cadence is kept from the slot's own time, not from when a worker reached it; after an
    // idle spell it starts again from now.
    const interval = sql`${`${paceMs} milliseconds`}::interval`;
    await trx
      .updateTable('x_app_state')
      .set({
        pace_next_at: sql<Date>`case when pace_next_at > ${now}::timestamptz - ${interval} then pace_next_at + ${interval} else ${now}::timestamptz + ${interval} end`,
      })
      .where('id', '=', 1)
      .execute();
    const pub = await trx
      .updateTable('x_publications')
      .set({ lease_owner: owner, lease_until: leaseUntil })
      .where('post_id', '=', due.post_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'claimed' as const, pub };
  });
}
export type Claim = Awaited<ReturnType<typeof claimDue>>;
export type ClaimedPublication = Extract<Claim, { kind: 'claimed' }>['pub'];

/** Keeps a claimed row while its worker is still on it. */
export const renewLease = (db: Db, postId: number, owner: string, until: Date) =>
  db
    .updateTable('x_publications')
    .set({ lease_until: until })
    .where('post_id', '=', postId)
    .where('lease_owner', '=', owner)
    .execute();

/** The earliest time anything may become due (the worker sleeps until then, within its poll). */
export const nextDueAt = (db: Db) =>
  db
    .selectFrom('x_publications')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('status', 'in', ['QUEUED', 'RETRYING', 'UNKNOWN', 'PUBLISHING'])
    .executeTakeFirst();

/** Moves a claimed row on; only the lease holder may, and the lease ends unless kept. */
export const updateClaimed = (
  db: Db,
  postId: number,
  owner: string,
  set: Partial<{
    status: Status;
    next_attempt_at: Date;
    attempts: number;
    media_ids: string | null;
    media_expires_at: Date | null;
    attempt_started_at: Date;
    tweet_id: string;
    published_at: Date;
    last_error: string | null;
    lease_until: Date | null;
  }>,
  now: Date,
) =>
  db
    .updateTable('x_publications')
    .set({ lease_owner: set.lease_until ? owner : null, lease_until: null, ...set, updated_at: now })
    .where('post_id', '=', postId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();

export const appState = (db: Db) =>
  db.selectFrom('x_app_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** X said the app's quota is spent: all publishing waits until `until`. */
export const pauseApp = (db: Db, until: Date, reason: string) =>
  db.updateTable('x_app_state').set({ paused_until: until, pause_reason: reason }).where('id', '=', 1).execute();

export const recordAppLimit = (db: Db, remaining: number, resetAt: Date | null) =>
  db.updateTable('x_app_state').set({ app_remaining: remaining, app_reset_at: resetAt }).where('id', '=', 1).execute();

/** x/retry: a GAVE_UP post goes back in the queue with a fresh six hours. */
export const requeueGaveUp = (db: Db, postId: number, now: Date, giveUpAt: Date) =>
  db
    .updateTable('x_publications')
    .set({ status: 'QUEUED', next_attempt_at: now, give_up_at: giveUpAt, last_error: null, updated_at: now })
    .where('post_id', '=', postId)
    .where('status', '=', 'GAVE_UP')
    .executeTakeFirst();

/** The stored photos of a post, in slot order, for upload. */
export const postPhotos = (db: Db, postId: number) =>
  db
    .selectFrom('posts as p')
    .innerJoin('media as m', (join) =>
      join.on((eb) =>
        eb.or(
          ['image_1', 'image_2', 'image_3', 'image_4'].map((c) => eb('m.id', '=', eb.ref(`p.${c}` as 'p.image_1'))),
        ),
      ),
    )
    .select(['m.id', 'm.high_res_path', 'm.mime', 'p.image_1', 'p.image_2', 'p.image_3', 'p.image_4'])
    .where('p.id', '=', postId)
    .execute();

/** What the text of a post is built from. */
export const postForText = (db: Db, postId: number) =>
  db
    .selectFrom('posts as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select(['p.meal', 'p.day', 'p.content', 'o.en_name', 'o.kn_name'])
    .where('p.id', '=', postId)
    .executeTakeFirst();
