/**
 * Changing one's own password: the current one must be right; every other session of the account
 * ends, and the caller gets a fresh pair so this device stays signed in.
 */
import { MSG } from '@common/messages.ts';
import { VMSG } from '@common/validation.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { hashPassword, verifyOrDummy } from '../../lib/passwords.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { findAccountById, setPasswordHash } from './accounts.repository.ts';
import { completeSignIn } from './auth.service.ts';
import { revokeAllForAccount } from './sessions.service.ts';
import { assertNotLocked, recordFailure } from './lockout.service.ts';

/** Sets a password and ends every session of the account: refresh tokens and access tokens alike. */
export async function setPassword(ctx: AppContext, accountId: number, plain: string): Promise<void> {
  const now = ctx.clock.now();
  await setPasswordHash(ctx.db, accountId, await hashPassword(plain), now);
  ctx.caches.accounts.forget(String(accountId));
  await revokeAllForAccount(ctx, accountId);
}

export async function changeOwnPassword(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: { current_password: string; new_password: string },
  ip: string,
) {
  if (id !== user.id) throw errors.forbidden(MSG.userNoRights);
  const account = await findAccountById(ctx.db, id);
  if (!account) throw errors.notFound(MSG.adminNotFound);
  await assertNotLocked(ctx, account.email_id, ip);
  if (!(await verifyOrDummy(account.password_hash, input.current_password))) {
    await recordFailure(ctx, account.email_id, account.id, ip);
    throw errors.invalid([{ field: 'current_password', message: VMSG.currentPasswordWrong }]);
  }
  await setPassword(ctx, id, input.new_password);
  await audit(ctx.db, {
    actorId: id,
    action: 'password.changed',
    entity: 'account',
    entityId: id,
    ip,
    at: ctx.clock.now(),
  });
  await ctx.messenger.send({
    channel: 'email',
    to: account.email_id,
    subject: 'Your password was changed',
    text: 'The password of your Hostel Meals account was changed. If this was not you, contact your administrator at once.',
  });
  const session = await completeSignIn(ctx, account, ip);
  return { access_token: session.access_token, refresh_token: session.refresh_token };
}
