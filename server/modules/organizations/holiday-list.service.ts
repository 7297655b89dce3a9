/**
 * `GET holidays`: holidays of every institution in the caller's scope (DD: their districts; ADMIN,
 * SUPER_ADMIN, HELPLINE: statewide), filtered by district, taluk, institution and status (ACTIVE by
 * default, REVOKED, ALL), paged. `can_revoke` comes from the same rule the revoke call applies.
 */
import { named, placesOf } from '../../lib/named.ts';
import type { HolidayListQuery } from '@common/console-queries.ts';
import { istDate } from '@common/schedule.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { holidayShape, mayRevoke } from './holidays.service.ts';
import { listHolidayRows } from './holiday-list.repository.ts';
import { districtScope, placeFilter } from '../../access/scope.ts';
import { listPage } from '../../lib/lists.ts';

export async function holidayList(ctx: AppContext, user: AuthUser, q: HolidayListQuery) {
  const filter = await placeFilter(ctx, await districtScope(ctx, user, 'holiday.list'), q);
  const today = istDate(ctx.clock.now());
  const { rows, total } = await listHolidayRows(ctx.db, filter, q.status, today, q.page, q.size);
  const items = await Promise.all(
    rows.map(async (h) => ({
      ...holidayShape(h),
      declared_by_name: h.first_name === null ? null : `${h.first_name} ${h.last_name ?? ''}`.trim(),
      organization: named(h.organization_id, h.en_name, h.kn_name),
      ...placesOf(h),
      can_revoke: await mayRevoke(ctx, user, { district_id: h.district_id, warden_id: null }, holidayShape(h), today),
    })),
  );
  return listPage(items, total, q.page, q.size);
}
