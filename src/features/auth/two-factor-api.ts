/**
 * The 2FA calls of the API (docs/product.md, 'Calls and answers' and 'Signing in'): the enrolment URI for the QR
 * code, and the authenticator or recovery code that finishes sign-in. Both run with the pending (not validated)
 * access token. Errors are not toasted here: the screens show 'Invalid OTP.' next to the input.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ValidatedResult } from '@common/contract/answers/auth';
import { api } from '@/lib/api-client';

export type TwoFactorBody = { admin_id: number; token: string } & ({ otp: string } | { recovery_code: string });

export const twoFactorApi = {
  enrolmentUri: (adminId: number) =>
    api.get<{ qr_token: string }>(`admin/enable/2fa/${adminId}`, { toastError: false }).then((data) => data.qr_token),
  validate: (body: TwoFactorBody) => api.post<ValidatedResult>('admin/validate/2fa', body, { toastError: false }),
};

export const twoFactorKeys = {
  enrolment: (adminId: number) => ['two-factor', 'enrolment', adminId] as const,
};

/**
 * The otpauth:// URI of a pending enrolment. The server keeps one secret until the first good code,
 * so fetching it again shows the same QR code. Not kept after the screen closes (gcTime 0): it
 * holds the secret, and once 2FA is on the server refuses it anyway.
 */
export const enrolmentQuery = (adminId: number) =>
  queryOptions({
    queryKey: twoFactorKeys.enrolment(adminId),
    queryFn: () => twoFactorApi.enrolmentUri(adminId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
