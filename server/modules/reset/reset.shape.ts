/**
 * How a reset request shows to its owner (its status and steps) and how its code is mailed: shared
 * by the request, approval and resend flows (reset.service.ts, reset-decide.service.ts). Each takes
 * the look-up or code issuer it uses, with the real one as the default, so the approval rules can be
 * tested without a database (reset-decide.service.test.ts).
 */
import { readableResetId, RESET_CODE_TTL_MS } from '@common/reset-status.ts';
import type { AppContext } from '../../context.ts';
import { displayName, type Account } from '../auth/accounts.repository.ts';
import { issueCode } from '../auth/codes.service.ts';
import { activitiesOf, type ResetRequest } from './reset.repository.ts';

export async function shape(ctx: AppContext, account: Account, request: ResetRequest, readActivities = activitiesOf) {
  const activities = await readActivities(ctx.db, request.id);
  return {
    user_id: account.id,
    user_name: displayName(account),
    role: account.role,
    email_id: account.email_id,
    reset_password_request_id: request.id,
    reset_password_request_readable_id: readableResetId(request.id),
    requested_on: new Date(request.created_at).getTime(),
    try_after: 0,
    status: request.status,
    activities: activities.map((a) => ({
      activity_type: a.activity_type,
      createdAt: new Date(a.created_at).toISOString(),
    })),
  };
}

export async function mailCode(
  ctx: AppContext,
  account: Account,
  request: ResetRequest,
  resend = false,
  issue = issueCode,
): Promise<void> {
  const code = await issue(ctx, account.id, 'reset', RESET_CODE_TTL_MS, { resend });
  await ctx.messenger.send({
    channel: 'email',
    to: account.email_id,
    subject: `Password reset ${readableResetId(request.id)}`,
    text: `${code} is your password reset code for request ${readableResetId(request.id)}. It is valid for 24 hours.`,
  });
}
