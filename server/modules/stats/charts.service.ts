/**
 * The charts' answers (docs/spec-notes.md, 'Supervisors' views and the public audit'): `stat/daily`, the scope's
 * counts day by day (whole, or per taluk or district, for one meal or all), shared by everyone asking the same for
 * CACHE_SECONDS; and `stat/institution/{id}/days`, one institution's meals day by day, each its post's status or why
 * there is none (not posted, not closed yet, on holiday), read fresh: it is one institution.
 */
import type { DailyStatsQuery, InstitutionDaysQuery, MealCellState } from '@common/chart-queries.ts';
import { addDays, istDate, mealsClosedBy, type Meal } from '@common/schedule.ts';
import type { AppContext } from '../../context.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, placeFilter, reachableOrganization } from '../../access/scope.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';
import { feedRange } from '../tweets/feed.service.ts';
import { holidaysInPeriod } from './period-counts.repository.ts';
import { institutionForGrid, institutionPostsInRange } from './daily-reads.repository.ts';
import { dailyCounts } from './daily-counts.ts';
import { namesOf } from './league.service.ts';

export async function dailyStats(ctx: AppContext, user: AuthUser, q: DailyStatsQuery) {
  const now = ctx.clock.now();
  const filter = await placeFilter(ctx, await districtScope(ctx, user, 'stats.dd'), q);
  const { from, to } = feedRange(istDate(now), q.from, q.to);
  const meal = q.meal === 'ALL' ? null : q.meal;
  const key = `daily:${JSON.stringify(filter)}:${from}:${to}:${q.meal}:${q.by}`;
  return cachedAnswer(ctx.caches, key, async () => {
    const counts = await dailyCounts(ctx.db, filter, from, to, now, q.by, meal);
    const names = q.by === 'none' ? new Map() : await namesOf(ctx, q.by, [...counts.keys()]);
    const series = [...counts.entries()].map(([id, days]) => ({ id, name: names.get(id)?.name ?? null, days }));
    series.sort((a, b) => (a.name?.en ?? '').localeCompare(b.name?.en ?? ''));
    return { from, to, meal: q.meal, by: q.by, series };
  });
}

export async function institutionDays(ctx: AppContext, user: AuthUser, id: number, q: InstitutionDaysQuery) {
  const org = await reachableOrganization(ctx, user, 'organization.read', await institutionForGrid(ctx.db, id));
  const now = ctx.clock.now();
  const to = istDate(now);
  const from = addDays(to, 1 - q.days);
  const scope = { filter: { organizationIds: [org.id] }, groupBy: 'none' as const, first: from, until: to, today: to };
  const [posts, holidays, schedule] = await Promise.all([
    institutionPostsInRange(ctx.db, org.id, from, to),
    holidaysInPeriod(ctx.db, scope),
    allScheduleRows(ctx.db),
  ]);
  const posted = new Map<string, { id: number; status: string; rejected: boolean }>();
  for (const post of posts) if (!posted.has(`${post.day}|${post.meal}`)) posted.set(`${post.day}|${post.meal}`, post);
  const onHoliday = (day: string) => holidays.some((h) => h.from_date <= day && h.to_date >= day);
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const slots = slotsOn(schedule, org.organization_type, day);
    const closed = new Set<Meal>(mealsClosedBy(day, now, slots));
    const holiday = onHoliday(day);
    const meals = slots.map(({ meal }) => {
      const post = posted.get(`${day}|${meal}`);
      // A post rejected after review leaves its meal Not Posted; the cell still opens it (docs/spec-notes.md, 'Rejected posts in the counts').
      const state: MealCellState = post
        ? post.rejected
          ? 'NOT_POSTED'
          : (post.status as MealCellState)
        : holiday
          ? 'HOLIDAY'
          : closed.has(meal)
            ? 'NOT_POSTED'
            : 'NOT_YET';
      return { meal, state, tweet_id: post?.id ?? null };
    });
    days.push({ day, meals });
  }
  return { institution: { id: org.id, name: { en: org.en_name, kn: org.kn_name } }, from, to, days };
}
