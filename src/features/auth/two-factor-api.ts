/**
 * The 2FA calls of the API (docs/product.md, 'Calls and answers' and 'Signing in'): the enrolment URI for the QR
 * code, and the authenticator or recovery code that finishes sign-in. Both run with the pending (not validated)
 * access token. Errors are not toasted here: the screens show 'Invalid OTP.' next to the input.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

type TwoFactorBody = BodyOf<typeof ops.validateTwoFactor>;

export const twoFactorApi = {
  enrolmentUri: (adminId: number) =>
    call(ops.enrolTwoFactor, { params: { id: adminId }, toastError: false }).then((data) => data.qr_token),
  validate: (body: TwoFactorBody) => call(ops.validateTwoFactor, { body, toastError: false }),
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
