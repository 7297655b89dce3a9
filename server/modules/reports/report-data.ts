/**
 * What a week's reports say, worked out once for the state and every district: the league tables
 * with the change against the week before (the league table's own counts and ranking,
 * stats/league.service.ts), the days of the week (stats/daily-counts.ts), the share of posts on X,
 * and each institution's 21 meals (report-grid.ts), from which the ten with the most meals not
 * posted are taken. A handful of reads for the whole state, whatever the number of institutions.
 */
import type { Name } from '@common/contract/shared.ts';
import { previousWeek, weekDays } from '@common/reports/report-weeks.ts';
import { reportText } from '@common/reports/report-texts.ts';
import type { AppContext } from '../../context.ts';
import { listDistricts } from '../places/places.repository.ts';
import { allScheduleRows } from '../schedule/schedule.repository.ts';
import { DAY_FIELDS, dailyCounts, emptyDay, type DayCounts } from '../stats/daily-counts.ts';
import { namesOf, rankedRows } from '../stats/league.service.ts';
import { periodCounts } from '../stats/period-counts.ts';
import { weekHolidays, weekInstitutions, weekPosts, xSharesByDistrict } from './report-data.repository.ts';
import { mealGrid, notPostedIn, type GridRow } from './report-grid.ts';

export interface LeagueLine {
  rank: number | null;
  name: Name;
  institutions: number;
  meals_due: number;
  percent: number | null;
  /** Percentage points against the week before; null when either week had nothing due. */
  change: number | null;
}
export interface ScopeData {
  scope: string;
  districtId: number | null;
  name: Name;
  league: LeagueLine[];
  days: DayCounts[];
  x: { posts: number; published: number };
  top: { name: Name; place: Name; notPosted: number }[];
  /** Districts only: every institution's meals. */
  grid: GridRow[] | null;
}
export interface WeekData {
  week: string;
  first: string;
  last: string;
  state: ScopeData;
  districts: ScopeData[];
}

/**
 * League lines by place with the change against the week before, keyed by the district they rank
 * in: districts rank statewide (key 0), taluks within their district (key: the district's id).
 */
async function league(ctx: AppContext, by: 'district' | 'taluk', week: string, now: Date) {
  const { first, last } = weekDays(week)!;
  const before = weekDays(previousWeek(week))!;
  const [counts, previous] = await Promise.all([
    periodCounts(ctx.db, {}, first, last, now, by),
    periodCounts(ctx.db, {}, before.first, before.last, now, by),
  ]);
  const oldShare = new Map(rankedRows(previous, new Map()).map((r) => [r.id, r.on_time_percentage]));
  const names = await namesOf(ctx, by, [...counts.keys()]);
  const groups = new Map<number, typeof counts>();
  for (const [id, c] of counts) {
    const key = names.get(id)?.district?.id ?? 0;
    if (!groups.has(key)) groups.set(key, new Map());
    groups.get(key)!.set(id, c);
  }
  const lines = new Map<number, LeagueLine[]>();
  for (const [key, group] of groups)
    lines.set(
      key,
      rankedRows(group, names).map((r) => {
        const was = oldShare.get(r.id) ?? null;
        const now = r.on_time_percentage;
        return {
          rank: r.rank,
          name: r.name,
          institutions: r.institutions,
          meals_due: r.meals_due,
          percent: now,
          change: now !== null && was !== null ? Math.round((now - was) * 10) / 10 : null,
        };
      }),
    );
  return lines;
}

const sumDays = (series: DayCounts[][], days: string[]): DayCounts[] =>
  days.map((day, i) => {
    const total = emptyDay(day);
    for (const s of series) {
      const d = s[i];
      if (!d) continue;
      for (const k of DAY_FIELDS) total[k] += d[k];
    }
    return total;
  });

const topTen = (rows: GridRow[]) =>
  rows
    .map((r) => ({ name: r.name, place: r.place, notPosted: notPostedIn(r) }))
    .filter((r) => r.notPosted > 0)
    .sort((a, b) => b.notPosted - a.notPosted || a.name.en.localeCompare(b.name.en))
    .slice(0, 10);

export async function weekData(ctx: AppContext, week: string): Promise<WeekData> {
  const now = ctx.clock.now();
  const { first, last } = weekDays(week)!;
  const [districts, byDistrict, byTaluk, daily, orgs, posts, holidays, shares, schedule] = await Promise.all([
    listDistricts(ctx.db, null),
    league(ctx, 'district', week, now),
    league(ctx, 'taluk', week, now),
    dailyCounts(ctx.db, {}, first, last, now, 'district'),
    weekInstitutions(ctx.db),
    weekPosts(ctx.db, first, last),
    weekHolidays(ctx.db, first, last),
    xSharesByDistrict(ctx.db, first, last),
    allScheduleRows(ctx.db),
  ]);
  const grid = mealGrid({ orgs, posts, holidays, schedule, first, now });
  const x = new Map(
    shares.map((s) => [Number(s.district_id), { posts: Number(s.posts), published: Number(s.published) }]),
  );
  const scopes: ScopeData[] = districts.map((d) => {
    const rows = grid.rows.filter((r) => r.districtId === d.id);
    return {
      scope: `district-${d.id}`,
      districtId: d.id,
      name: { en: d.name_en, kn: d.name_kn },
      league: byTaluk.get(d.id) ?? [],
      days: sumDays([daily.get(d.id) ?? []], grid.days),
      x: x.get(d.id) ?? { posts: 0, published: 0 },
      top: topTen(rows),
      grid: rows,
    };
  });
  const state: ScopeData = {
    scope: 'state',
    districtId: null,
    name: { en: reportText('en', 'stateName'), kn: reportText('kn', 'stateName') },
    league: byDistrict.get(0) ?? [],
    days: sumDays([...daily.values()], grid.days),
    x: [...x.values()].reduce((a, b) => ({ posts: a.posts + b.posts, published: a.published + b.published }), {
      posts: 0,
      published: 0,
    }),
    top: topTen(grid.rows),
    grid: null,
  };
  return { week, first, last, state, districts: scopes };
}
