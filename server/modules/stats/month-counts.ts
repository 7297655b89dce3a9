/**
 * 'In This Month' counts (docs/product.md, 'Statuses') for a warden's institutions, a DD's districts or the whole
 * state: the calendar month of today in Asia/Kolkata, counted by `periodCounts` from the daily
 * roll-up, so the answer stays fast at state scale.
 */
import type { Kysely } from 'kysely';
import { istDate, monthBounds } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { cachedAnswer, wardenAnswerKey } from '../../lib/caches.ts';
import { wardenOrganizations } from '../organizations/organizations.repository.ts';
import type { OrgFilter } from '../../access/scope.repository.ts';
import { periodCounts, totalOf } from './period-counts.ts';

export interface MonthCounts {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
}

export async function monthCountsFor(
  db: Kysely<DB>,
  filter: OrgFilter,
  now: Date,
): Promise<MonthCounts & { institutions: number; month: { from: string; to: string } }> {
  const { first, last } = monthBounds(istDate(now));
  const total = totalOf(await periodCounts(db, filter, first, last, now));
  return {
    posted_on_time: total.posted_on_time,
    posted_with_delay: total.posted_with_delay,
    post_not_considered: total.post_not_considered,
    tweets_not_posted: total.tweets_not_posted,
    institutions: total.institutions,
    month: { from: first, to: last },
  };
}

/** The warden home's four counts for these institutions. */
export async function monthCounts(db: Kysely<DB>, orgs: { id: number }[], now: Date): Promise<MonthCounts> {
  const { posted_on_time, posted_with_delay, post_not_considered, tweets_not_posted } = await monthCountsFor(
    db,
    { organizationIds: orgs.map((o) => o.id) },
    now,
  );
  return { posted_on_time, posted_with_delay, post_not_considered, tweets_not_posted };
}

/** A supervisor's month counts, shared by everyone with the same scope for CACHE_SECONDS. */
export const cachedMonthCountsFor = (ctx: AppContext, filter: OrgFilter) => {
  const now = ctx.clock.now();
  return cachedAnswer(ctx.caches, `month:${istDate(now)}:${JSON.stringify(filter)}`, () =>
    monthCountsFor(ctx.db, filter, now),
  );
};

/** The warden home's four counts for their institutions; forgotten when the warden posts. */
export function wardenMonthCounts(ctx: AppContext, wardenId: number): Promise<MonthCounts> {
  return cachedAnswer(ctx.caches, wardenAnswerKey(wardenId, 'month'), async () =>
    monthCounts(ctx.db, await wardenOrganizations(ctx.db, wardenId), ctx.clock.now()),
  );
}
