/**
 * Counts of a period for a set of institutions, whole or grouped by district or taluk (docs/product.md, 'Statuses'):
 * posted on time, delayed and after the deadline from the roll-ups kept on write; 'not posted' is
 * the meals whose 'late until' has passed, on days that were not holidays, less the posts made for
 * them. A scope of places (the state, districts, a taluk, a type) reads the taluk or district
 * roll-up (migration 0012), holidays included; a list of institutions (a warden's) reads stat_daily
 * and the holidays. Nothing here reads posts except today's, and the meal arithmetic is done per
 * institution type and day, never per institution.
 */
import type { Kysely } from 'kysely';
import type { OrganizationType } from '@common/organizations.ts';
import { addDays, istDate, mealsClosedBy } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';
import type { OrgFilter } from '../../access/scope.repository.ts';
import { holidayInstitutionDays, rollupSumsOfPlaces, rollupsAnswer } from './rollup-reads.repository.ts';
import {
  holidaysInPeriod,
  institutionsByType,
  rollupSums,
  todaysPostsByMeal,
  type GroupBy,
  type PeriodScope,
} from './period-counts.repository.ts';

export interface PeriodCounts {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
  /** Meals closed so far on working days, plus today's posts for meals still open. */
  meals_due: number;
  /** Closed meals not due because the institution was on holiday (not in meals_due). */
  holiday: number;
  institutions: number;
}

const empty = (): PeriodCounts => ({
  posted_on_time: 0,
  posted_with_delay: 0,
  post_not_considered: 0,
  tweets_not_posted: 0,
  meals_due: 0,
  holiday: 0,
  institutions: 0,
});

/** Answers a map from group id (0 when not grouped) to its counts; groups with no institution are absent. */
export async function periodCounts(
  db: Kysely<DB>,
  filter: OrgFilter,
  first: string,
  last: string,
  now: Date,
  groupBy: GroupBy = 'none',
): Promise<Map<number, PeriodCounts>> {
  const result = new Map<number, PeriodCounts>();
  const today = istDate(now);
  const until = last < today ? last : today;
  if (until < first) return result;
  const p = { filter, groupBy, first, until, today };
  const places = rollupsAnswer(p);
  const [rollup, orgs, holidays, todays, schedule] = await Promise.all([
    places ? rollupSumsOfPlaces(db, p) : rollupSums(db, p),
    institutionsByType(db, p),
    places ? holidayInstitutionDays(db, p) : holidayDaysOf(db, p),
    until === today ? todaysPostsByMeal(db, p) : Promise.resolve([]),
    allScheduleRows(db),
  ]);

  const closedCache = new Map<string, string[]>();
  const closed = (type: OrganizationType, day: string): string[] => {
    const key = `${type}|${day}`;
    let meals = closedCache.get(key);
    if (!meals) closedCache.set(key, (meals = mealsClosedBy(day, now, slotsOn(schedule, type, day))));
    return meals;
  };
  const perType = new Map<OrganizationType, number>();
  const closedInPeriod = (type: OrganizationType): number => {
    if (!perType.has(type)) {
      let total = 0;
      for (let day = first; day <= until; day = addDays(day, 1)) total += closed(type, day).length;
      perType.set(type, total);
    }
    return perType.get(type)!;
  };
  const at = (key: number): PeriodCounts => {
    let counts = result.get(Number(key));
    if (!counts) result.set(Number(key), (counts = empty()));
    return counts;
  };

  const expected = new Map<number, number>();
  const postedClosed = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, n: number) =>
    map.set(Number(key), (map.get(Number(key)) ?? 0) + Number(n));

  for (const row of orgs) {
    at(row.g).institutions += Number(row.n);
    add(expected, row.g, Number(row.n) * closedInPeriod(row.organization_type));
  }
  for (const h of holidays) {
    const meals = Number(h.n) * closed(h.organization_type as OrganizationType, day(h.day)).length;
    add(expected, h.g, -meals);
    at(h.g).holiday += meals;
  }
  for (const row of rollup) {
    const counts = at(row.g);
    counts.posted_on_time += Number(row.on_time);
    counts.posted_with_delay += Number(row.delayed);
    counts.post_not_considered += Number(row.after_deadline);
    add(postedClosed, row.g, Number(row.past));
  }
  const postedOpen = new Map<number, number>();
  for (const row of todays)
    add(closed(row.organization_type, today).includes(row.meal) ? postedClosed : postedOpen, row.g, Number(row.n));

  for (const [key, counts] of result) {
    const due = expected.get(key) ?? 0;
    counts.tweets_not_posted = Math.max(0, due - (postedClosed.get(key) ?? 0));
    counts.meals_due = due + (postedOpen.get(key) ?? 0);
  }
  return result;
}

type HolidayDays = { g: number; organization_type: string; day: string | Date; n: number }[];
const day = (d: string | Date): string => (typeof d === 'string' ? d.slice(0, 10) : istDate(d));

/** A list of institutions' holidays as institution-days in the period, an institution's overlapping holidays once. */
async function holidayDaysOf(db: Kysely<DB>, p: PeriodScope): Promise<HolidayDays> {
  const seen = new Set<string>();
  const days: HolidayDays = [];
  for (const h of await holidaysInPeriod(db, p)) {
    const from = h.from_date > p.first ? h.from_date : p.first;
    const to = h.to_date < p.until ? h.to_date : p.until;
    for (let d = from; d <= to; d = addDays(d, 1)) {
      if (seen.has(`${h.id}|${d}`)) continue;
      seen.add(`${h.id}|${d}`);
      days.push({ g: h.g, organization_type: h.organization_type, day: d, n: 1 });
    }
  }
  return days;
}

export function totalOf(counts: Map<number, PeriodCounts>): PeriodCounts {
  return counts.get(0) ?? empty();
}
