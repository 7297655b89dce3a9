/**
 * Managing accounts (docs/product.md, 'Roles'): a SUPER_ADMIN manages every role, an ADMIN the roles below
 * ADMIN. An account outside the caller's reach answers 404 like a missing one; creating a role
 * above one's own answers 403. Creating asks for the creator's own password (the contract's add-user
 * form). Every change goes into the audit log, without any password.
 */
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { ACCOUNT_MSG, storedValidationMethod, type CreateAccount } from '@common/account-schema.ts';
import type { AccountListQuery } from '@common/console-queries.ts';
import { hasDistricts, rolesInReach } from '@common/access.ts';
import { VMSG } from '@common/validation.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { hashPassword, verifyOrDummy } from '../../lib/passwords.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { findAccountByEmail, findAccountById } from '../auth/accounts.repository.ts';
import { revokeAllForAccount } from '../auth/sessions.service.ts';
import {
  accountRowById,
  districtsOf,
  existingDistricts,
  insertAccount,
  listAccounts,
  replaceDistricts,
  setDisabled,
} from './accounts.repository.ts';
import { accountShape } from './account.shape.ts';
import { listPage } from '../../lib/lists.ts';

export async function accountList(ctx: AppContext, user: AuthUser, q: AccountListQuery) {
  const reach = rolesInReach(user.role, 'account.list');
  const roles = q.roles === null ? reach : q.roles.filter((r) => reach.includes(r));
  const { rows, total } = await listAccounts(ctx.db, roles, q);
  const districts = await districtsOf(
    ctx.db,
    rows.filter((r) => hasDistricts(r.role)).map((r) => r.id),
  );
  return listPage(
    rows.map((r) => accountShape(r, districts.get(r.id))),
    total,
    q.page,
    q.size,
  );
}

/** The account if the caller manages its role; 404 'Admin not found.' otherwise. */
async function managed(ctx: AppContext, user: AuthUser, id: number) {
  const row = await accountRowById(ctx.db, id);
  if (!row || !rolesInReach(user.role, 'account.read').includes(row.role)) throw errors.notFound(MSG.adminNotFound);
  return row;
}

async function detailsOf(ctx: AppContext, id: number) {
  const row = (await accountRowById(ctx.db, id))!;
  return accountShape(row, (await districtsOf(ctx.db, [row.id])).get(row.id));
}

export async function accountDetails(ctx: AppContext, user: AuthUser, id: number) {
  return detailsOf(ctx, (await managed(ctx, user, id)).id);
}

async function checkedDistricts(ctx: AppContext, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await existingDistricts(ctx.db, unique)).length !== unique.length)
    throw errors.invalid([{ field: 'districts', message: ACCOUNT_MSG.districts }]);
  return unique;
}

export async function createAccount(ctx: AppContext, user: AuthUser, input: CreateAccount, ip: string) {
  if (!rolesInReach(user.role, 'account.create').includes(input.role)) throw errors.forbidden(MSG.adminNoRights);
  const me = await findAccountById(ctx.db, user.id);
  if (!me || !(await verifyOrDummy(me.password_hash, input.current_password))) {
    throw errors.invalid([{ field: 'current_password', message: VMSG.currentPasswordWrong }]);
  }
  const districts = hasDistricts(input.role) ? await checkedDistricts(ctx, input.districts ?? []) : [];
  const taken = () =>
    errors.conflict(CONSOLE_MSG.emailTaken, { errors: [{ field: 'email_id', message: CONSOLE_MSG.emailTaken }] });
  if (await findAccountByEmail(ctx.db, input.email_id)) throw taken();
  const now = ctx.clock.now();
  const values = {
    first_name: input.first_name,
    last_name: input.last_name,
    email_id: input.email_id,
    phone_number: input.phone_number,
    password_hash: await hashPassword(input.password),
    role: input.role,
    avatar: input.avatar,
    validation_method: storedValidationMethod(input.role, input.validation_method),
    created_by: user.id,
    created_at: now,
    updated_at: now,
  };
  const id = await insertAccount(ctx.db, values, districts).catch(async (error: unknown) => {
    // Two creations of one email at the same moment: the unique index keeps one.
    if (await findAccountByEmail(ctx.db, input.email_id)) throw taken();
    throw error;
  });
  await audit(ctx.db, {
    actorId: user.id,
    action: 'account.created',
    entity: 'account',
    entityId: id,
    details: { role: input.role, email_id: input.email_id, districts },
    ip,
    at: now,
  });
  await ctx.messenger.send({
    channel: 'email',
    to: input.email_id,
    subject: 'Your Hostel Meals account',
    text: `A Hostel Meals account was made for you as ${input.role}. Your administrator will give you the first password; please change it after you sign in.`,
  });
  return detailsOf(ctx, id);
}

export async function setAccountDisabled(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  disabled: boolean,
  reason: string | null,
  ip: string,
) {
  const row = await managed(ctx, user, id);
  if (row.id === user.id) throw errors.forbidden(CONSOLE_MSG.cannotManageSelf);
  const now = ctx.clock.now();
  await setDisabled(ctx.db, row.id, disabled, reason, now);
  ctx.caches.accounts.forget(String(row.id));
  // A disabled account's sessions end now; its access token, at most an hour old, ends with it.
  if (disabled) await revokeAllForAccount(ctx, row.id);
  await audit(ctx.db, {
    actorId: user.id,
    action: disabled ? 'account.disabled' : 'account.enabled',
    entity: 'account',
    entityId: row.id,
    details: reason ? { reason } : {},
    ip,
    at: now,
  });
  return detailsOf(ctx, row.id);
}

export async function setAccountDistricts(ctx: AppContext, user: AuthUser, id: number, ids: number[], ip: string) {
  const row = await managed(ctx, user, id);
  if (!hasDistricts(row.role)) throw errors.conflict(CONSOLE_MSG.notADirector);
  const districts = await checkedDistricts(ctx, ids);
  const before = ((await districtsOf(ctx.db, [row.id])).get(row.id) ?? []).map((d) => d.id);
  await replaceDistricts(ctx.db, row.id, districts);
  await audit(ctx.db, {
    actorId: user.id,
    action: 'account.districts_set',
    entity: 'account',
    entityId: row.id,
    details: { before, after: districts },
    ip,
    at: ctx.clock.now(),
  });
  return detailsOf(ctx, row.id);
}

/** `POST admin/check/director`: whether an email belongs to a deputy director, and which districts. */
export async function checkDirector(ctx: AppContext, email: string) {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) throw errors.notFound(MSG.adminEmailNotFound);
  if (!hasDistricts(account.role)) return { email_id: account.email_id, is_director: false, director: null };
  const shape = await detailsOf(ctx, account.id);
  return {
    email_id: account.email_id,
    is_director: true,
    director: {
      id: shape.id,
      admin_id: shape.id,
      name: shape.name,
      email_id: shape.email_id,
      phone_number: shape.phone_number,
      is_disabled: shape.is_disabled,
      districts: shape.districts,
    },
  };
}
