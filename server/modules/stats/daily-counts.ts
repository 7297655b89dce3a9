/**
 * Counts day by day for a scope of places, whole or per taluk or district (the supervisors' charts and
 * the weekly report; docs/spec-notes.md, 'Supervisors' views and the public audit'): the period counts' arithmetic
 * (period-counts.ts) kept per day instead of summed. Posted counts come from the taluk or district roll-up, or, for
 * one meal, from that meal's posts; 'not posted' is each day's closed meals of institutions not on holiday less the
 * posts for them; 'holiday' is the meals not due because the institution was on holiday. Days run from `first` to
 * today at most; a day with nothing is all zeros.
 */
import type { Kysely } from 'kysely';
import type { OrganizationType } from '@common/organizations.ts';
import { addDays, istDate, mealsClosedBy, type Meal } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';
import type { OrgFilter } from '../../access/scope.repository.ts';
import { institutionsByType, todaysPostsByMeal, type GroupBy } from './period-counts.repository.ts';
import { holidayInstitutionDays } from './rollup-reads.repository.ts';
import { mealPostsByDay, rollupSumsByDay } from './daily-reads.repository.ts';

export interface DayCounts {
  day: string;
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
  holiday: number;
  meals_due: number;
}

const STATUS_FIELD = {
  POSTED_ON_TIME: 'posted_on_time',
  POSTED_WITH_DELAY: 'posted_with_delay',
  POST_NOT_CONSIDERED: 'post_not_considered',
} as const;

/** Per group (0 when not grouped), the days in order; groups with no institution are absent. */
export async function dailyCounts(
  db: Kysely<DB>,
  filter: OrgFilter,
  first: string,
  last: string,
  now: Date,
  groupBy: GroupBy = 'none',
  meal: Meal | null = null,
): Promise<Map<number, DayCounts[]>> {
  if (filter.organizationIds) throw new Error('dailyCounts answers scopes of places, not lists of institutions');
  const today = istDate(now);
  const until = last < today ? last : today;
  const result = new Map<number, DayCounts[]>();
  if (until < first) return result;
  const p = { filter, groupBy, first, until, today };
  const [orgs, holidays, posted, todays, schedule] = await Promise.all([
    institutionsByType(db, p),
    holidayInstitutionDays(db, p),
    meal ? mealPostsByDay(db, p, meal) : rollupSumsByDay(db, p),
    until === today ? todaysPostsByMeal(db, p) : Promise.resolve([]),
    allScheduleRows(db),
  ]);
  const days: string[] = [];
  for (let day = first; day <= until; day = addDays(day, 1)) days.push(day);
  const index = new Map(days.map((day, i) => [day, i]));
  const closedCache = new Map<string, Meal[]>();
  const closed = (type: OrganizationType, day: string): Meal[] => {
    const key = `${type}|${day}`;
    let meals = closedCache.get(key);
    if (!meals) {
      meals = mealsClosedBy(day, now, slotsOn(schedule, type, day));
      if (meal) meals = meals.filter((m) => m === meal);
      closedCache.set(key, meals);
    }
    return meals;
  };
  const series = (g: number | string): DayCounts[] | undefined => result.get(Number(g));
  const at = (g: number | string, day: string): DayCounts | undefined => {
    const i = index.get(day.slice(0, 10));
    return i === undefined ? undefined : series(g)?.[i];
  };

  const closedDue = new Map<DayCounts, number>();
  const addDue = (c: DayCounts | undefined, n: number) => c && closedDue.set(c, (closedDue.get(c) ?? 0) + n);
  for (const row of orgs) {
    const key = Number(row.g);
    if (!result.has(key))
      result.set(
        key,
        days.map((day) => ({ day, ...zero() })),
      );
    for (const day of days) addDue(at(key, day), Number(row.n) * closed(row.organization_type, day).length);
  }
  for (const h of holidays) {
    const meals = Number(h.n) * closed(h.organization_type as OrganizationType, h.day).length;
    const c = at(h.g, h.day);
    addDue(c, -meals);
    if (c) c.holiday += meals;
  }
  const postedClosed = new Map<DayCounts, number>();
  const addPosted = (c: DayCounts | undefined, n: number) => c && postedClosed.set(c, (postedClosed.get(c) ?? 0) + n);
  for (const row of posted) {
    const c = at(row.g, row.day);
    if (!c) continue;
    if ('status' in row) {
      c[STATUS_FIELD[row.status as keyof typeof STATUS_FIELD]] += Number(row.n);
      if (row.day < today) addPosted(c, Number(row.n));
    } else {
      c.posted_on_time += Number(row.on_time);
      c.posted_with_delay += Number(row.delayed);
      c.post_not_considered += Number(row.after_deadline);
      if (row.day < today) addPosted(c, Number(row.on_time) + Number(row.delayed) + Number(row.after_deadline));
    }
  }
  const postedOpen = new Map<DayCounts, number>();
  for (const row of todays) {
    if (meal && row.meal !== meal) continue;
    const c = at(row.g, today);
    const isClosed = closed(row.organization_type, today).includes(row.meal as Meal);
    if (c)
      (isClosed ? postedClosed : postedOpen).set(
        c,
        ((isClosed ? postedClosed : postedOpen).get(c) ?? 0) + Number(row.n),
      );
  }
  for (const list of result.values())
    for (const c of list) {
      const due = closedDue.get(c) ?? 0;
      c.tweets_not_posted = Math.max(0, due - (postedClosed.get(c) ?? 0));
      c.meals_due = due + (postedOpen.get(c) ?? 0);
    }
  return result;
}

/** The counted fields of a day, in the charts' order. */
export const DAY_FIELDS = [
  'posted_on_time',
  'posted_with_delay',
  'post_not_considered',
  'tweets_not_posted',
  'holiday',
  'meals_due',
] as const;

const zero = () => Object.fromEntries(DAY_FIELDS.map((field) => [field, 0])) as Omit<DayCounts, 'day'>;

/** A day with nothing counted yet. */
export const emptyDay = (day: string): DayCounts => ({ day, ...zero() });
