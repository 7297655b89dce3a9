/**
 * Holidays (docs/product.md, 'Holidays'): who declares and who revokes comes from the access table (the
 * institution's warden, from today on, or an admin declares; the DD of its district or an admin
 * revokes). A holiday that has ended or was revoked cannot be revoked (409), by the same rule the
 * supervisors' list shows as can_revoke. Every change goes into the audit log.
 * `holidayRules` takes the repository functions and the scope it uses, so its rules get unit tests
 * without a database (holidays.service.test.ts; docs/architecture.md).
 */
import { scopeOf } from '@common/access.ts';
import { MSG } from '@common/messages.ts';
import { HOLIDAY_MSG, isRevocable } from '@common/holiday-messages.ts';
import { istDate } from '@common/schedule.ts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { HolidaysTable } from '../../db/schema.ts';
import { errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import * as organizations from './organizations.repository.ts';
import { reachableOrganization, reaches } from '../../access/scope.ts';

/** What the holiday rules read and write: the repositories, the audit log and the scope. */
export type HolidayDeps = Pick<
  typeof organizations,
  'activeHolidays' | 'holidayOf' | 'holidaysOf' | 'insertHoliday' | 'organizationById' | 'revokeHolidayRow'
> & { audit: typeof audit; reaches: typeof reaches; reachableOrganization: typeof reachableOrganization };

/** The holiday rules over the given repositories and scope. */
export function holidayRules(d: HolidayDeps) {
  /** Whether the caller may revoke this holiday now: within their reach, not ended, not revoked. */
  async function mayRevoke(
    ctx: AppContext,
    user: AuthUser,
    org: { district_id: number; warden_id: number | null },
    holiday: { revoked: boolean; to: string },
    today: string,
  ): Promise<boolean> {
    return isRevocable(holiday, today) && (await d.reaches(ctx, user, 'holiday.revoke', org));
  }

  async function declareHoliday(
    ctx: AppContext,
    user: AuthUser,
    orgId: number,
    input: { from: string; to: string; reason: string },
    ip: string,
  ) {
    const org = await d.reachableOrganization(ctx, user, 'holiday.declare', await d.organizationById(ctx.db, orgId));
    const now = ctx.clock.now();
    // A warden plans ahead; an admin may also record a holiday that already began.
    if (scopeOf(user.role, 'holiday.declare') === 'own' && input.from < istDate(now))
      throw errors.invalid([{ field: 'from', message: HOLIDAY_MSG.past }]);
    if ((await d.activeHolidays(ctx.db, [org.id], input.from, input.to)).length > 0)
      throw errors.conflict(HOLIDAY_MSG.overlap);
    const row = await d.insertHoliday(ctx.db, {
      organization_id: org.id,
      from_date: input.from,
      to_date: input.to,
      reason: input.reason,
      declared_by: user.id,
      declared_at: now,
    });
    await d.audit(ctx.db, {
      actorId: user.id,
      action: 'holiday.declared',
      entity: 'holiday',
      entityId: row.id,
      details: { organization_id: org.id, from: input.from, to: input.to, reason: input.reason },
      ip,
      at: now,
    });
    return holidayShape(row);
  }

  async function revokeHoliday(
    ctx: AppContext,
    user: AuthUser,
    orgId: number,
    holidayId: number,
    reason: string,
    ip: string,
  ) {
    const org = await d.reachableOrganization(ctx, user, 'holiday.revoke', await d.organizationById(ctx.db, orgId));
    const holiday = await d.holidayOf(ctx.db, org.id, holidayId);
    if (!holiday) throw errors.notFound(MSG.notFound);
    const now = ctx.clock.now();
    const today = istDate(now);
    if (!isRevocable(holidayShape(holiday), today)) throw errors.conflict(HOLIDAY_MSG.notRevocable);
    const row = await d.revokeHolidayRow(ctx.db, org.id, holidayId, { by: user.id, reason, at: now, today });
    // Revoked by someone else, or ended, since the read above.
    if (!row) throw errors.conflict(HOLIDAY_MSG.notRevocable);
    await d.audit(ctx.db, {
      actorId: user.id,
      action: 'holiday.revoked',
      entity: 'holiday',
      entityId: row.id,
      details: { organization_id: org.id, reason },
      ip,
      at: now,
    });
    return holidayShape(row);
  }

  async function listHolidays(ctx: AppContext, user: AuthUser, orgId: number) {
    const org = await d.reachableOrganization(
      ctx,
      user,
      'holiday.listOfOrganization',
      await d.organizationById(ctx.db, orgId),
    );
    return (await d.holidaysOf(ctx.db, org.id)).map(holidayShape);
  }

  return { mayRevoke, declareHoliday, revokeHoliday, listHolidays };
}

export const { mayRevoke, declareHoliday, revokeHoliday, listHolidays } = holidayRules({
  ...organizations,
  audit,
  reaches,
  reachableOrganization,
});

export function holidayShape(h: Selectable<HolidaysTable>) {
  return {
    id: h.id,
    organization_id: h.organization_id,
    from: h.from_date,
    to: h.to_date,
    reason: h.reason,
    declared_by: h.declared_by,
    declared_at: new Date(h.declared_at).toISOString(),
    revoked: h.revoked_at !== null,
    revoked_at: h.revoked_at ? new Date(h.revoked_at).toISOString() : null,
    revoke_reason: h.revoke_reason,
  };
}
