/**
 * Queries of the supervisors' feed. A page reads posts through the day index within a bounded date
 * range, or a district's through posts_district_feed_idx (migration 0008); the total comes from the daily roll-up when no meal is chosen (a meal's count reads the
 * covering index on day, meal, institution and status instead), so no request counts every post. A status filter
 * leaves out posts rejected after review (they count as Not Posted; status ALL lists them with their review), and
 * ALL's total adds them back to the roll-up, which no longer counts them (docs/spec-notes.md, 'Rejected posts in the
 * counts').
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { PLAN_EACH_TIME } from '../../db/prepared-statements.ts';
import { orgCondition, type OrgFilter } from '../../access/scope.repository.ts';
import { tweetQuery } from './tweets.repository.ts';
import { countedPost, rejectedPost } from '../../db/post-conditions.ts';

export interface FeedWindow {
  from: string;
  to: string;
  status: string;
  meal: string;
  sort: 'RECENT' | 'OLDEST';
  page: number;
  size: number;
}

/** The window's posts; with `counted` (a page), a status leaves out the posts rejected after review. */
function feedCondition(filter: OrgFilter, w: FeedWindow, counted = true): RawBuilder<SqlBool> {
  const parts = [orgCondition(filter), sql`p.day >= ${w.from}`, sql`p.day <= ${w.to}`];
  // The same districts through the post's own column, so a district's page is one index range.
  if (filter.districts)
    parts.push(filter.districts.length ? sql`p.district_id in (${sql.join(filter.districts)})` : sql`false`);
  if (w.status !== 'ALL') parts.push(sql`p.status = ${w.status}`);
  if (w.status !== 'ALL' && counted) parts.push(countedPost('p'));
  if (w.meal !== 'ALL') parts.push(sql`p.meal = ${w.meal}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

export function feedPage(db: Kysely<DB>, filter: OrgFilter, w: FeedWindow) {
  const direction = w.sort === 'OLDEST' ? 'asc' : 'desc';
  // Planned for its dates each time: a generic plan sorts the whole range (prepared-statements.ts).
  return tweetQuery(db)
    .where(feedCondition(filter, w))
    .orderBy('p.day', direction)
    .orderBy('p.captured_at', direction)
    .orderBy('p.id', direction)
    .limit(w.size)
    .offset((w.page - 1) * w.size)
    .modifyEnd(sql.raw(PLAN_EACH_TIME))
    .execute();
}

const ROLLUP = {
  POSTED_ON_TIME: sql`s.on_time`,
  POSTED_WITH_DELAY: sql`s.delayed`,
  POST_NOT_CONSIDERED: sql`s.after_deadline`,
} as const;

export async function feedTotal(db: Kysely<DB>, filter: OrgFilter, w: FeedWindow): Promise<number> {
  if (w.meal === 'ALL') {
    const column = ROLLUP[w.status as keyof typeof ROLLUP] ?? sql`s.on_time + s.delayed + s.after_deadline`;
    const row = await db
      .selectFrom('stat_daily as s')
      .innerJoin('organizations as o', 'o.id', 's.organization_id')
      .select(sql<number>`coalesce(sum(${column}), 0)`.as('n'))
      .where(orgCondition(filter))
      .where('s.day', '>=', w.from)
      .where('s.day', '<=', w.to)
      .executeTakeFirstOrThrow();
    return Number(row.n) + (w.status === 'ALL' ? await rejectedIn(db, filter, w) : 0);
  }
  // Every post of the meal through the covering index, less the rejected ones when a status is asked.
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select(sql<number>`count(*)`.as('n'))
    .where(feedCondition(filter, w, false))
    .executeTakeFirstOrThrow();
  return Number(row.n) - (w.status === 'ALL' ? 0 : await rejectedIn(db, filter, w));
}

/** The window's posts rejected after review, read from the decisions (a small table), not from the days' posts. */
async function rejectedIn(db: Kysely<DB>, filter: OrgFilter, w: FeedWindow): Promise<number> {
  const row = await db
    .selectFrom('post_reviews as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select(sql<number>`count(*)`.as('n'))
    .where(rejectedPost('p'))
    .where(feedCondition(filter, w, false))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Names and phones of the wardens who made these posts, for calling the late ones. */
export async function postersOf(db: Kysely<DB>, ids: number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('accounts')
        .select(['id', 'first_name', 'last_name', 'phone_number', 'email_id'])
        .where('id', 'in', ids)
        .execute()
    : [];
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), phone_number: r.phone_number, email_id: r.email_id },
    ]),
  );
}
