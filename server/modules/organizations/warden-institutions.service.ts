/**
 * `GET organization/warden`: the warden's own institutions, each with the holiday that holds today
 * (holidays.is_holidays), so the composer hides Submit on a holiday, and today's meals with their
 * times and posts (institution-day.service.ts), so the home lists what is left to post.
 */
import { placesOf } from '../../lib/named.ts';
import { holidayToday } from './institution.shape.ts';
import { istDate } from '@common/schedule.ts';
import type { AppContext } from '../../context.ts';
import { activeHolidays, wardenOrganizations } from './organizations.repository.ts';
import { xAccountShape } from '@common/x-shape.ts';
import { institutionDays } from './institution-day.service.ts';
import { listPage } from '../../lib/lists.ts';

export async function wardenInstitutions(ctx: AppContext, wardenId: number) {
  const orgs = await wardenOrganizations(ctx.db, wardenId);
  const today = istDate(ctx.clock.now());
  const [holidays, days] = await Promise.all([
    activeHolidays(
      ctx.db,
      orgs.map((o) => o.id),
      today,
      today,
    ),
    institutionDays(ctx, orgs, today),
  ]);
  const items = orgs.map((o) => {
    const holiday = holidays.find((h) => h.organization_id === o.id);
    return {
      id: o.id,
      name: { en: o.en_name, kn: o.kn_name },
      organization_type: o.organization_type,
      hostel_type: o.hostel_type,
      ...placesOf(o),
      holidays: holidayToday(holiday),
      x: xAccountShape(o),
      today: days.get(o.id)!,
    };
  });
  return listPage(items, items.length, 1, Math.max(items.length, 1));
}
