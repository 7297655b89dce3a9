/**
 * The password-reset calls of the contract (docs/product.md, 'Calls and answers' and 'Password reset'), one function
 * each, so the step screens never spell paths or payloads. None of them carries the session's token: the person
 * asking is signed out. The last step carries the short-lived reset token instead (see changePassword).
 */
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, type Envelope } from '@common/api';
import { MSG } from '@common/messages';
import type { PublicReset, ResetRequest, ResetToken } from '@common/contract/answers/reset';
import { api, apiEnvelope } from '@/lib/api-client';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-error';
import { translateText } from '@/i18n';
import { toast } from '@/toast/toast-store';

const publicCall = { auth: false } as const;

export const recoveryApi = {
  /** The whole envelope: 201 (new) and 202 (an open request exists) lead to different steps. */
  request: (email_id: string) =>
    apiEnvelope<ResetRequest>('reset-password/request', {
      method: 'POST',
      body: { email_id },
      ...publicCall,
      toastError: false,
    }),
  status: (requestId: number) => api.get<PublicReset>(`reset-password/${requestId}`, publicCall),
  validate: (body: { request_id: number; admin_id: number; otp: string }) =>
    api.patch<ResetToken>('admin/validate/reset/password', body, { ...publicCall, toastError: false }),
  resend: (requestId: number, email_id: string) =>
    api.patch<ResetRequest>(`reset-password/resend/otp/${requestId}`, { email_id }, publicCall),
  withdraw: (requestId: number, email_id: string) =>
    api.patch<ResetRequest>(`reset-password/withdraw/${requestId}`, { email_id }, publicCall),
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
 * `PATCH reset-password/change/{user_id}` with `Authorization: Bearer <reset token>`. The shared
 * client only sends the session's own token, so this one call is made here with the same envelope
 * rules (ApiError on `status: false`). Failures are not toasted: the screen explains a 401 itself.
 */
async function changePassword(
  userId: number,
  resetToken: string,
  body: { new_password: string; repeat_password: string },
): Promise<void> {
  let answer: Envelope<unknown> | null = null;
  try {
    const response = await fetch(`${API_BASE}/reset-password/change/${userId}`, {
      method: 'PATCH',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${resetToken}`,
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    answer = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (typeof answer?.status !== 'boolean')
      answer = {
        status: response.ok,
        status_code: response.status,
        message: response.ok ? MSG.ok : MSG.somethingWrong,
        data: null,
      };
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, null);
  }
  if (!answer.status) throw new ApiError(answer.status_code, answer.message, answer.data);
}

/** Shows a failure the way the shared client would have (an error toast with the server's text). */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError) toast.error(translateText(error.message));
}
