/**
 * Sign-in: the password step, the emailed or texted code, refresh and logout. Routes stay thin;
 * the rules live here.
 */
import type { LoginResult, ValidatedResult } from '@common/contract/answers/auth.ts';
import { MSG } from '@common/messages.ts';
import { PHONE_OR_2FA_ROLES, isConsoleRole, secondStepFor } from '@common/access.ts';
import type { ValidationKind } from '@common/roles.ts';
import type { AppContext } from '../../context.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { verifyOrDummy } from '../../lib/passwords.ts';
import { signAccessToken } from '../../lib/tokens.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { displayName, findAccountByEmail, findAccountById, type Account } from './accounts.repository.ts';
import { consumeCode, issueCode } from './codes.service.ts';
import { consumeRecoveryCode, consumeTotp, enableWithRecoveryCodes } from './totp.service.ts';
import { assertNotLocked, clearFailures, recordFailure } from './lockout.service.ts';
import { issueRefreshToken, revokeByToken, rotateRefreshToken } from './sessions.service.ts';

function toResult(account: Account, accessToken: string, validated: boolean): LoginResult {
  return {
    admin_id: account.id,
    user_id: account.id,
    name: displayName(account),
    first_name: account.first_name,
    role: account.role,
    email_id: account.email_id,
    avatar: account.avatar,
    access_token: accessToken,
    is_validated: validated,
    is_2fa_enabled: account.is_2fa_enabled,
    to_be_validated: secondStepFor(account.role, account.validation_method),
  };
}

function accessToken(ctx: AppContext, account: Account, validated: boolean): Promise<string> {
  return signAccessToken(
    ctx.keys.jwt,
    {
      sub: String(account.id),
      role: account.role,
      is_2fa_enabled: account.is_2fa_enabled,
      is_validated: validated,
      to_be_validated: secondStepFor(account.role, account.validation_method),
    },
    ctx.clock,
  );
}

/** Sends the code for an email or phone second step. */
export async function sendCode(
  ctx: AppContext,
  account: Account,
  kind: 'email' | 'phone',
  resend = false,
): Promise<void> {
  const code = await issueCode(ctx, account.id, kind, undefined, { resend });
  const text = `${code} is your Hostel Meals sign-in code. It is valid for 10 minutes. Do not share it with anyone.`;
  if (kind === 'email') {
    await ctx.messenger.send({ channel: 'email', to: account.email_id, subject: 'Your sign-in code', text });
  } else {
    await ctx.messenger.send({ channel: 'sms', to: account.phone_number, subject: 'Sign-in code', text });
  }
}

export async function login(
  ctx: AppContext,
  input: { email_id: string; password: string },
  ip: string,
): Promise<LoginResult> {
  const account = await findAccountByEmail(ctx.db, input.email_id);
  await assertNotLocked(ctx, input.email_id, ip);
  const passwordOk = await verifyOrDummy(account?.password_hash, input.password);
  if (!account || !passwordOk) {
    await recordFailure(ctx, input.email_id, account?.id ?? null, ip);
    throw errors.unauthorized(MSG.checkPassword);
  }
  await clearFailures(ctx, input.email_id);
  if (account.is_disabled) throw errors.forbidden(MSG.adminDisabled);
  if (!isConsoleRole(account.role)) throw errors.forbidden(MSG.outsideConsole);
  const step = secondStepFor(account.role, account.validation_method);
  if (step === 'email' || step === 'phone') await sendCode(ctx, account, step);
  await audit(ctx.db, {
    actorId: account.id,
    action: 'login.password',
    entity: 'account',
    entityId: account.id,
    ip,
    at: ctx.clock.now(),
  });
  return toResult(account, await accessToken(ctx, account, false), false);
}

/** The pending user's account, checked again: it may have been disabled since the password step. */
export async function pendingAccount(
  ctx: AppContext,
  user: AuthUser,
  kind: ValidationKind,
  adminId?: number,
): Promise<Account> {
  if (adminId !== undefined && adminId !== user.id) throw errors.unauthorized(MSG.provideToken);
  const account = await findAccountById(ctx.db, user.id);
  if (!account) throw errors.notFound(MSG.adminNotFound);
  if (account.is_disabled) throw errors.forbidden(MSG.adminDisabled);
  if (secondStepFor(account.role, account.validation_method) !== kind) throw errors.forbidden(MSG.adminNoRights);
  if (kind !== 'email' && !PHONE_OR_2FA_ROLES.includes(account.role)) throw errors.forbidden(MSG.adminNoRights);
  return account;
}

/** Finishes sign-in for an account whose second step succeeded. */
export async function completeSignIn(ctx: AppContext, account: Account, ip: string): Promise<ValidatedResult> {
  await audit(ctx.db, {
    actorId: account.id,
    action: 'login.validated',
    entity: 'account',
    entityId: account.id,
    ip,
    at: ctx.clock.now(),
  });
  return {
    ...toResult(account, await accessToken(ctx, account, true), true),
    refresh_token: await issueRefreshToken(ctx, account.id),
  };
}

export async function validateCode(
  ctx: AppContext,
  user: AuthUser,
  kind: 'email' | 'phone',
  input: { admin_id: number; otp: string },
  ip: string,
): Promise<ValidatedResult> {
  const account = await pendingAccount(ctx, user, kind, input.admin_id);
  await countingFailures(ctx, account, ip, () => consumeCode(ctx, account.id, kind, input.otp));
  return completeSignIn(ctx, account, ip);
}

/** Wrong second-step codes count toward the lockout, so a pending token cannot guess for an hour. */
async function countingFailures(
  ctx: AppContext,
  account: Account,
  ip: string,
  check: () => Promise<void>,
): Promise<void> {
  await assertNotLocked(ctx, account.email_id, ip);
  try {
    await check();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401)
      await recordFailure(ctx, account.email_id, account.id, ip);
    throw error;
  }
}

export async function refresh(
  ctx: AppContext,
  token: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const { accountId, refreshToken } = await rotateRefreshToken(ctx, token);
  const account = await findAccountById(ctx.db, accountId);
  if (!account || account.is_disabled) throw errors.unauthorized(MSG.provideToken);
  return { access_token: await accessToken(ctx, account, true), refresh_token: refreshToken };
}

export const logout = (ctx: AppContext, token: string): Promise<void> => revokeByToken(ctx, token);

export async function validateTwoFactor(
  ctx: AppContext,
  user: AuthUser,
  input: { admin_id: number; otp?: string | undefined; recovery_code?: string | undefined },
  ip: string,
): Promise<ValidatedResult> {
  const account = await pendingAccount(ctx, user, '2fa', input.admin_id);
  const recovery = input.recovery_code;
  if (recovery) {
    await countingFailures(ctx, account, ip, async () => {
      if (!account.is_2fa_enabled) throw errors.unauthorized(MSG.invalidOtp);
      await consumeRecoveryCode(ctx, account, recovery);
    });
    await audit(ctx.db, {
      actorId: account.id,
      action: '2fa.recovery_code_used',
      entity: 'account',
      entityId: account.id,
      ip,
      at: ctx.clock.now(),
    });
  } else {
    await countingFailures(ctx, account, ip, () => consumeTotp(ctx, account, input.otp ?? ''));
  }
  if (account.is_2fa_enabled) return completeSignIn(ctx, account, ip);
  const recovery_codes = await enableWithRecoveryCodes(ctx, account);
  await audit(ctx.db, {
    actorId: account.id,
    action: '2fa.enabled',
    entity: 'account',
    entityId: account.id,
    ip,
    at: ctx.clock.now(),
  });
  return { ...(await completeSignIn(ctx, { ...account, is_2fa_enabled: true }, ip)), recovery_codes };
}
