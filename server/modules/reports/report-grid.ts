/**
 * Each institution's 21 meals of a week (7 days × breakfast, lunch, dinner) as the report's grid
 * shows them: a holiday wins over any post; else the earliest post's status (on time, delayed,
 * after deadline); with no post, 'not posted' once the meal's late-until has passed, and 'no meal
 * due' for a meal the institution's type does not have that day or that is still open. The same
 * rule as /audit's meals today, over a week. The count of 'not posted' cells ranks the top ten.
 */
import type { Name } from '@common/contract/shared.ts';
import { capitalizeWords } from '@common/names.ts';
import type { OrganizationType } from '@common/organizations.ts';
import type { ReportStatus } from '@common/reports/report-texts.ts';
import { MEALS, addDays, mealsClosedBy, type Meal } from '@common/schedule.ts';
import { slotsOn, type allScheduleRows } from '../schedule/schedule.repository.ts';
import type { weekHolidays, weekInstitutions, weekPosts } from './report-data.repository.ts';

export interface GridRow {
  id: number;
  districtId: number;
  name: Name;
  /** The taluk (a district's grid shows it; the state's top ten too). */
  place: Name;
  /** Day by day, breakfast, lunch, dinner: 21 cells. */
  cells: ReportStatus[];
}

const STATUS_OF: Record<string, ReportStatus> = {
  POSTED_ON_TIME: 'onTime',
  POSTED_WITH_DELAY: 'delayed',
  POST_NOT_CONSIDERED: 'afterDeadline',
};

const dayOf = (d: string | Date): string => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

export function mealGrid(input: {
  orgs: Awaited<ReturnType<typeof weekInstitutions>>;
  posts: Awaited<ReturnType<typeof weekPosts>>;
  holidays: Awaited<ReturnType<typeof weekHolidays>>;
  schedule: Awaited<ReturnType<typeof allScheduleRows>>;
  first: string;
  now: Date;
}): { days: string[]; rows: GridRow[] } {
  const days = Array.from({ length: 7 }, (_, i) => addDays(input.first, i));
  const posted = new Map<string, string>();
  for (const p of input.posts) {
    const key = `${p.organization_id}|${dayOf(p.day)}|${p.meal}`;
    if (!posted.has(key)) posted.set(key, p.status);
  }
  const off = new Set<string>();
  for (const h of input.holidays)
    for (const day of days)
      if (dayOf(h.from_date) <= day && dayOf(h.to_date) >= day) off.add(`${h.organization_id}|${day}`);
  const closedCache = new Map<string, { has: Set<Meal>; closed: Set<Meal> }>();
  const mealsOf = (type: OrganizationType, day: string) => {
    const key = `${type}|${day}`;
    let entry = closedCache.get(key);
    if (!entry) {
      const slots = slotsOn(input.schedule, type, day);
      entry = { has: new Set(slots.map((s) => s.meal)), closed: new Set(mealsClosedBy(day, input.now, slots)) };
      closedCache.set(key, entry);
    }
    return entry;
  };
  const rows = input.orgs.map((o): GridRow => {
    const cells: ReportStatus[] = [];
    for (const day of days) {
      const meals = mealsOf(o.organization_type, day);
      for (const meal of MEALS) {
        const status = posted.get(`${o.id}|${day}|${meal}`);
        if (!meals.has.has(meal)) cells.push('notDue');
        else if (off.has(`${o.id}|${day}`)) cells.push('holiday');
        else if (status) cells.push(STATUS_OF[status] ?? 'onTime');
        else cells.push(meals.closed.has(meal) ? 'notPosted' : 'notDue');
      }
    }
    return {
      id: o.id,
      districtId: o.district_id,
      name: { en: capitalizeWords(o.en_name), kn: o.kn_name },
      place: { en: o.taluk_en, kn: o.taluk_kn },
      cells,
    };
  });
  return { days, rows };
}

export const notPostedIn = (row: GridRow): number => row.cells.filter((c) => c === 'notPosted').length;
