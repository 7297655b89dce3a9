/**
 * Password reset (docs/product.md, 'Password reset'): request, approval by someone senior (a super admin's own
 * request is approved at once), a mailed code valid 24 hours, then a new password. Every step is an
 * activity. The approver never sees or sets the password. Approving and rejecting are
 * reset-decide.service.ts's; how a request shows and how its code is mailed, reset.shape.ts's.
 */
import { PENDING_RESETS } from '../../lib/caches.ts';
import { MSG } from '@common/messages.ts';
import { approvesOwnReset, secondStepFor } from '@common/access.ts';
import { RESET_RETRY_AFTER_MS, readableResetId } from '@common/reset-status.ts';
import type { AppContext } from '../../context.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/tokens.ts';
import { findAccountByEmail, findAccountById } from '../auth/accounts.repository.ts';
import { consumeCode } from '../auth/codes.service.ts';
import { setPassword } from '../auth/password.service.ts';
import { mailCode, shape } from './reset.shape.ts';
import {
  activitiesOf,
  addActivity,
  findRequest,
  insertRequest,
  latestActivityId,
  latestRequestOf,
  transition,
  type ResetRequest,
} from './reset.repository.ts';
import { clearFailures } from '../auth/lockout.service.ts';

const CODE_STATES = ['APPROVED', 'REQUESTED_NEW_OTP', 'VALIDATION_FAILED'];
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export async function requestReset(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<{ statusCode: 201 | 202; data: Awaited<ReturnType<typeof shape>> }> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) throw errors.notFound(MSG.adminEmailNotFound);
  const now = ctx.clock.now();
  const latest = await latestRequestOf(ctx.db, account.id);
  if (latest?.is_open) return { statusCode: 202, data: await shape(ctx, account, latest) };
  if (latest?.status === 'REJECTED') {
    const tryAfter = new Date(latest.updated_at).getTime() + RESET_RETRY_AFTER_MS;
    if (now.getTime() < tryAfter) throw errors.expired(MSG.tryAgainLater, { try_after: tryAfter });
  }
  let request: ResetRequest;
  try {
    request = await insertRequest(ctx.db, account.id, now);
    ctx.caches.answers.forgetPrefix(PENDING_RESETS);
  } catch {
    // The partial unique index refused a second open request made at the same moment.
    const open = await latestRequestOf(ctx.db, account.id);
    if (open?.is_open) return { statusCode: 202, data: await shape(ctx, account, open) };
    throw new AppError(500, 'RESET_INSERT', MSG.unexpectedError);
  }
  await addActivity(ctx.db, request.id, 'REQUESTED', account.id, now, true);
  await audit(ctx.db, {
    actorId: account.id,
    action: 'reset.requested',
    entity: 'reset_request',
    entityId: request.id,
    ip,
    at: now,
  });
  if (approvesOwnReset(account.role)) {
    await addActivity(ctx.db, request.id, 'APPROVED', null, now, true);
    await mailCode(ctx, account, request);
  }
  return { statusCode: 201, data: await shape(ctx, account, (await findRequest(ctx.db, request.id))!) };
}

async function ownedRequest(ctx: AppContext, requestId: number, match: { email?: string; accountId?: number }) {
  const request = await findRequest(ctx.db, requestId);
  const account = request && (await findAccountById(ctx.db, request.account_id));
  if (!request || !account) throw errors.notFound(MSG.invalidRequest);
  if (match.email !== undefined && account.email_id !== match.email) throw errors.notFound(MSG.invalidRequest);
  if (match.accountId !== undefined && account.id !== match.accountId) throw errors.notFound(MSG.invalidRequest);
  return { request, account };
}

export async function validateResetCode(ctx: AppContext, input: { request_id: number; admin_id: number; otp: string }) {
  const { request, account } = await ownedRequest(ctx, input.request_id, { accountId: input.admin_id });
  if (!request.is_open || !CODE_STATES.includes(request.status)) throw errors.conflict(MSG.invalidRequest);
  try {
    await consumeCode(ctx, account.id, 'reset', input.otp);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401)
      await addActivity(ctx.db, request.id, 'VALIDATION_FAILED', account.id, ctx.clock.now(), true);
    throw error;
  }
  const step = await addActivity(ctx.db, request.id, 'VALIDATION_SUCCESS', account.id, ctx.clock.now(), true);
  const token = await signAccessToken(
    ctx.keys.jwt,
    {
      sub: String(account.id),
      role: account.role,
      is_2fa_enabled: account.is_2fa_enabled,
      is_validated: false,
      to_be_validated: secondStepFor(account.role, account.validation_method),
      purpose: `reset:${request.id}:${step}`,
    },
    ctx.clock,
    RESET_TOKEN_TTL_SECONDS,
  );
  return { token, user_id: account.id, request_id: request.id };
}

export async function changeAfterReset(
  ctx: AppContext,
  bearer: string | null,
  userId: number,
  newPassword: string,
  ip: string,
): Promise<void> {
  const claims = bearer ? await verifyAccessToken(ctx.keys.jwt, bearer, ctx.clock) : null;
  // The token names its request and the validation step it came from: after a resend and a second
  // validation, only the newest token works.
  const [kind, requestPart, stepPart] = (claims?.purpose ?? '').split(':');
  const requestId = Number(requestPart);
  if (!claims || kind !== 'reset' || Number(claims.sub) !== userId || !Number.isInteger(requestId))
    throw errors.unauthorized(MSG.provideToken);
  const { request, account } = await ownedRequest(ctx, requestId, { accountId: userId });
  if ((await latestActivityId(ctx.db, request.id, 'VALIDATION_SUCCESS')) !== Number(stepPart))
    throw errors.unauthorized(MSG.provideToken);
  const now = ctx.clock.now();
  // Of two changes racing with one token, only one moves the request on.
  if (!(await transition(ctx.db, request.id, ['VALIDATION_SUCCESS'], 'SUCCESSFULLY_UPDATED', account.id, now, false))) {
    throw errors.unauthorized(MSG.provideToken);
  }
  await setPassword(ctx, account.id, newPassword);
  await clearFailures(ctx, account.email_id);
  await audit(ctx.db, {
    actorId: account.id,
    action: 'reset.completed',
    entity: 'reset_request',
    entityId: request.id,
    ip,
    at: now,
  });
  await ctx.messenger.send({
    channel: 'email',
    to: account.email_id,
    subject: 'Your password was changed',
    text: 'The password of your Hostel Meals account was reset. Every device was signed out. If this was not you, contact your administrator at once.',
  });
}

export async function withdraw(ctx: AppContext, requestId: number, email: string) {
  const { request, account } = await ownedRequest(ctx, requestId, { email });
  if (!request.is_open) throw errors.conflict(MSG.invalidRequest);
  await addActivity(ctx.db, request.id, 'WITHDRAWN', account.id, ctx.clock.now(), false);
  ctx.caches.answers.forgetPrefix(PENDING_RESETS);
  return shape(ctx, account, (await findRequest(ctx.db, request.id))!);
}

export async function resendResetCode(ctx: AppContext, requestId: number, email: string) {
  const { request, account } = await ownedRequest(ctx, requestId, { email });
  // From VALIDATION_SUCCESS too: a warden who lost the short-lived reset token asks for a new code.
  if (!request.is_open || ![...CODE_STATES, 'VALIDATION_SUCCESS'].includes(request.status))
    throw errors.conflict(MSG.invalidRequest);
  await mailCode(ctx, account, request, true);
  await addActivity(ctx.db, request.id, 'REQUESTED_NEW_OTP', account.id, ctx.clock.now(), true);
  return shape(ctx, account, (await findRequest(ctx.db, request.id))!);
}

export async function publicRequest(ctx: AppContext, requestId: number) {
  const request = await findRequest(ctx.db, requestId);
  if (!request) throw errors.notFound(MSG.invalidRequest);
  const activities = await activitiesOf(ctx.db, request.id);
  return {
    request_id: request.id,
    reset_password_request_readable_id: readableResetId(request.id),
    status: request.status,
    activities: activities.map((a) => ({
      activity_type: a.activity_type,
      createdAt: new Date(a.created_at).toISOString(),
    })),
  };
}
