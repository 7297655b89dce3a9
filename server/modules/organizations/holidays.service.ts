/**
 * Holidays: the institution's warden (for today or later) or an admin declares one; the DD of its
 * district, an ADMIN or a SUPER_ADMIN revokes it. Every change goes into the audit log.
 */
import { MSG } from '@common/messages.ts';
import { HOLIDAY_MSG } from '@common/holiday-schema.ts';
import { istDate } from '@common/schedule.ts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { HolidaysTable } from '../../db/schema.ts';
import { errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  activeHolidays,
  holidaysOf,
  insertHoliday,
  organizationById,
  revokeHolidayRow,
} from './organizations.repository.ts';
import { districtIdsOf } from './scope.repository.ts';

const ADMINS = ['ADMIN', 'SUPER_ADMIN'];

/** The institution if this user may see its holidays; 404 otherwise, like a missing one. */
export async function visibleOrganization(ctx: AppContext, user: AuthUser, id: number) {
  const org = await organizationById(ctx.db, id);
  if (!org) throw errors.notFound(MSG.notFound);
  if (ADMINS.includes(user.role) || user.role === 'HELPLINE' || org.warden_id === user.id) return org;
  if (user.role === 'DD' && (await districtIdsOf(ctx.db, user.id)).includes(org.district_id)) return org;
  throw errors.notFound(MSG.notFound);
}

export async function declareHoliday(
  ctx: AppContext,
  user: AuthUser,
  orgId: number,
  input: { from: string; to: string; reason: string },
  ip: string,
) {
  const org = await visibleOrganization(ctx, user, orgId);
  const isWarden = org.warden_id === user.id;
  if (!isWarden && !ADMINS.includes(user.role)) throw errors.forbidden(MSG.adminNoRights);
  const now = ctx.clock.now();
  if (!ADMINS.includes(user.role) && input.from < istDate(now))
    throw errors.invalid([{ field: 'from', message: HOLIDAY_MSG.past }]);
  if ((await activeHolidays(ctx.db, [org.id], input.from, input.to)).length > 0)
    throw errors.conflict(HOLIDAY_MSG.overlap);
  const row = await insertHoliday(ctx.db, {
    organization_id: org.id,
    from_date: input.from,
    to_date: input.to,
    reason: input.reason,
    declared_by: user.id,
    declared_at: now,
  });
  await audit(ctx.db, {
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

export async function revokeHoliday(
  ctx: AppContext,
  user: AuthUser,
  orgId: number,
  holidayId: number,
  reason: string,
  ip: string,
) {
  const org = await visibleOrganization(ctx, user, orgId);
  const mayRevoke =
    ADMINS.includes(user.role) ||
    (user.role === 'DD' && (await districtIdsOf(ctx.db, user.id)).includes(org.district_id));
  if (!mayRevoke) throw errors.forbidden(MSG.adminNoRights);
  const now = ctx.clock.now();
  const row = await revokeHolidayRow(ctx.db, org.id, holidayId, { by: user.id, reason, at: now });
  if (!row) throw errors.notFound(MSG.notFound);
  await audit(ctx.db, {
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

export async function listHolidays(ctx: AppContext, user: AuthUser, orgId: number) {
  const org = await visibleOrganization(ctx, user, orgId);
  return (await holidaysOf(ctx.db, org.id)).map(holidayShape);
}

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
