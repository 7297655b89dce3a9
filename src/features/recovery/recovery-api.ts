/**
 * The password-reset calls of the contract (docs/product.md, 'Calls and answers' and 'Password reset'), one function
 * each, so the step screens never spell paths or payloads. None of them carries the session's token: the person
 * asking is signed out. The last step carries the short-lived reset token instead (see changePassword).
 */
import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call, callEnvelope } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { translateText } from '@/i18n';
import { toast } from '@/toast/toast-store';

const publicCall = { auth: false } as const;

export const recoveryApi = {
  /** The whole envelope: 201 (new) and 202 (an open request exists) lead to different steps. */
  request: (email_id: string) =>
    callEnvelope(ops.requestReset, { body: { email_id }, ...publicCall, toastError: false }),
  status: (requestId: number) => call(ops.readReset, { params: { request_id: requestId }, ...publicCall }),
  validate: (body: BodyOf<typeof ops.validateReset>) =>
    call(ops.validateReset, { body, ...publicCall, toastError: false }),
  resend: (requestId: number, email_id: string) =>
    call(ops.resendResetCode, { params: { request_id: requestId }, body: { email_id }, ...publicCall }),
  withdraw: (requestId: number, email_id: string) =>
    call(ops.withdrawReset, { params: { request_id: requestId }, body: { email_id }, ...publicCall }),
  changePassword,
};

export const resetStatusKey = (requestId: number) => ['reset-password', 'status', requestId] as const;

/** The request's current status; refetched whenever a screen showing it opens. */
export const resetStatusQuery = (requestId: number) =>
  queryOptions({
    queryKey: resetStatusKey(requestId),
    queryFn: () => recoveryApi.status(requestId),
    refetchOnMount: 'always',
    enabled: requestId > 0,
  });

/**
 * `PATCH reset-password/change/{user_id}` with `Authorization: Bearer <reset token>` instead of a
 * session's token (there is none). Failures are not toasted: the screen explains a 401 itself.
 */
async function changePassword(
  userId: number,
  resetToken: string,
  body: BodyOf<typeof ops.changePasswordAfterReset>,
): Promise<void> {
  await call(ops.changePasswordAfterReset, {
    params: { user_id: userId },
    body,
    token: resetToken,
    toastError: false,
  });
}

/** Shows a failure the way the shared client would have (an error toast with the server's text). */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError) toast.error(translateText(error.message));
}
