/**
 * What supervisors read of posts. The feed (`GET tweets/dd-home`, docs/product.md, 'Calls and answers'): posts in the
 * caller's scope, newest first, filtered by status, district, taluk, institution, meal and a date
 * range, which defaults to this calendar month (the home cards' 'In This Month') and spans at most
 * 92 days. One post (`GET tweet/auth/tweet/{id}`): the warden's own, statewide staff any, a DD those
 * of their districts; anything else answers 404 like a missing one (docs/product.md, 'Calls and answers').
 */
import { scopeOf } from '@common/access.ts';
import { MSG } from '@common/messages.ts';
import type { FeedQuery } from '@common/console-queries.ts';
import { QUERY_MSG } from '@common/console-queries.ts';
import { MAX_RANGE_DAYS, daysBetween } from '@common/periods.ts';
import { addDays, istDate, monthBounds } from '@common/schedule.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, inScope, placeFilter } from '../../access/scope.ts';
import { districtOfOrganization } from '../organizations/organizations.repository.ts';
import { shapeTweets } from './tweets.shape.ts';
import { postRowById } from './tweets.repository.ts';
import { feedPage, feedTotal, postersOf } from './feed.repository.ts';
import { listPage } from '../../lib/lists.ts';

export function feedRange(today: string, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? (from && from > today ? from : today);
  const start = from ?? (to ? addDays(end, -29) : monthBounds(today).first);
  if (start > end) throw errors.invalid([{ field: 'to', message: QUERY_MSG.rangeOrder }]);
  if (daysBetween(start, end) > MAX_RANGE_DAYS)
    throw errors.invalid([{ field: 'from', message: QUERY_MSG.rangeTooLong }]);
  return { from: start, to: end };
}

export async function supervisorFeed(ctx: AppContext, user: AuthUser, q: FeedQuery) {
  const filter = await placeFilter(ctx, await districtScope(ctx, user, 'tweet.feed'), q);
  const range = feedRange(istDate(ctx.clock.now()), q.from, q.to);
  const window = { ...range, status: q.status, meal: q.meal, sort: q.sort, page: q.page, size: q.size };
  // The total may be CACHE_SECONDS old while wardens post; the page is always read fresh.
  const totalKey = `feed-total:${JSON.stringify(filter)}:${window.from}:${window.to}:${window.status}:${window.meal}`;
  const [rows, total] = await Promise.all([
    feedPage(ctx.db, filter, window),
    cachedAnswer(ctx.caches, totalKey, () => feedTotal(ctx.db, filter, window)),
  ]);
  const [shaped, posters] = await Promise.all([
    shapeTweets(ctx.db, rows),
    postersOf(ctx.db, [...new Set(rows.map((r) => r.warden_id))]),
  ]);
  const items = shaped.map((item, i) => ({ ...item, warden: posters.get(rows[i]!.warden_id) ?? null }));
  return { ...listPage(items, total, q.page, q.size), ...range };
}

export async function visibleTweet(ctx: AppContext, user: AuthUser, id: number) {
  const row = await postRowById(ctx.db, id);
  if (!row) throw errors.notFound(MSG.notFound);
  // A warden reaches the posts they made; a supervisor those of the institutions in their reach.
  const scope = scopeOf(user.role, 'tweet.read');
  if (scope === 'own' ? row.warden_id !== user.id : scope === null) throw errors.notFound(MSG.notFound);
  if (scope !== 'own') {
    const org = await districtOfOrganization(ctx.db, row.organization_id);
    if (!inScope(await districtScope(ctx, user, 'tweet.read'), org.district_id)) throw errors.notFound(MSG.notFound);
  }
  return (await shapeTweets(ctx.db, [row]))[0]!;
}
