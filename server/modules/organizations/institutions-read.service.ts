/**
 * Reading institutions: the console's list with its filters, one institution, and the public list.
 * ADMIN, SUPER_ADMIN and HELPLINE read statewide, a DD their districts, a warden their own
 * institutions by id; anything else answers 404 like a missing one (docs/product.md, 'Calls and answers').
 */
import type { Action } from '@common/access.ts';
import { MSG } from '@common/messages.ts';
import { ROLE } from '@common/roles.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import type { OrganizationListQuery } from '@common/console-queries.ts';
import { istDate } from '@common/schedule.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { findAccountById } from '../auth/accounts.repository.ts';
import { activeHolidays } from './organizations.repository.ts';
import { institutionRowById, listInstitutions, publicInstitutions } from './institutions.repository.ts';
import { holidayToday, institutionShape, publicShape } from './institution.shape.ts';
import { districtScope, placeFilter, reachableOrganization } from '../../access/scope.ts';
import { listPage } from '../../lib/lists.ts';

export async function detailsOf(ctx: AppContext, id: number) {
  const row = await institutionRowById(ctx.db, id);
  if (!row) throw errors.notFound(MSG.notFound);
  return institutionShape(row);
}

/** The account if it is an active warden: 404 when missing, 422 when it is not one. */
export async function activeWarden(ctx: AppContext, accountId: number) {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw errors.notFound(MSG.adminNotFound);
  if (account.role !== ROLE.WARDEN || account.is_disabled)
    throw errors.invalid([{ field: 'warden_id', message: CONSOLE_MSG.notAWarden }]);
  return account;
}

export async function institutionList(ctx: AppContext, user: AuthUser, q: OrganizationListQuery) {
  const filter = await placeFilter(ctx, await districtScope(ctx, user, 'organization.list'), q);
  const { rows, total } = await listInstitutions(ctx.db, filter, q);
  return listPage(rows.map(institutionShape), total, q.page, q.size);
}

/** One institution with today's holiday, for a caller whose reach for the action holds it. */
export async function institutionDetails(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  action: Action = 'organization.read',
) {
  const row = await reachableOrganization(ctx, user, action, await institutionRowById(ctx.db, id));
  const today = istDate(ctx.clock.now());
  const holiday = (await activeHolidays(ctx.db, [row.id], today, today))[0];
  return {
    ...institutionShape(row),
    holidays: holidayToday(holiday),
  };
}

export async function publicList(
  ctx: AppContext,
  q: { page: number; size: number; district: number | null; taluk: number | null; search: string | null },
) {
  const filter = await placeFilter(ctx, null, q);
  const { rows, total } = await publicInstitutions(ctx.db, filter, q);
  return listPage(rows.map(publicShape), total, q.page, q.size);
}
