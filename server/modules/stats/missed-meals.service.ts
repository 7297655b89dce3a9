/**
 * `GET stat/warden-home/not-posted`: the meals behind the warden home's 'Not Posted' count, one row
 * per institution, day and meal, newest first. They are counted by the same rule as the card
 * (period-counts.ts): this month's meals whose 'late until' has passed, on days that were not
 * holidays, without a post. So the card opens a list as long as its number says.
 */
import { addDays, istDate, mealsClosedBy, monthBounds, formatMinutes, type Meal } from '@common/schedule.ts';
import type { AppContext } from '../../context.ts';
import { named, placesOf } from '../../lib/named.ts';
import { wardenOrganizations } from '../organizations/organizations.repository.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';
import { holidaysInPeriod } from './period-counts.repository.ts';
import { postedMealsOf } from './missed-meals.repository.ts';
import { listPage } from '../../lib/lists.ts';

export async function missedMeals(ctx: AppContext, wardenId: number, page: number, size: number) {
  const now = ctx.clock.now();
  const today = istDate(now);
  const { first } = monthBounds(today);
  const orgs = await wardenOrganizations(ctx.db, wardenId);
  const ids = orgs.map((o) => o.id);
  const scope = { filter: { organizationIds: ids }, groupBy: 'none' as const, first, until: today, today };
  const [holidays, posts, schedule] = await Promise.all([
    ids.length ? holidaysInPeriod(ctx.db, scope) : Promise.resolve([]),
    postedMealsOf(ctx.db, ids, first, today),
    allScheduleRows(ctx.db),
  ]);
  const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : istDate(d));
  const posted = new Set(posts.map((p) => `${p.organization_id}|${dayOf(p.day)}|${p.meal}`));
  const onHoliday = (id: number, day: string) =>
    holidays.some((h) => h.id === id && dayOf(h.from_date) <= day && dayOf(h.to_date) >= day);

  const items = [];
  for (let day = today; day >= first; day = addDays(day, -1))
    for (const o of orgs) {
      if (onHoliday(o.id, day)) continue;
      const slots = slotsOn(schedule, o.organization_type, day).sort((a, b) => b.opens - a.opens);
      const closed = new Set<Meal>(mealsClosedBy(day, now, slots));
      for (const slot of slots)
        if (closed.has(slot.meal) && !posted.has(`${o.id}|${day}|${slot.meal}`))
          items.push({
            organization: named(o.id, o.en_name, o.kn_name),
            ...placesOf(o),
            day,
            meal: slot.meal,
            late_until: formatMinutes(slot.lateUntil),
          });
    }
  return listPage(items.slice((page - 1) * size, page * size), items.length, page, size);
}
