/**
 * The sign-in calls of the API (docs/product.md, 'Calls and answers' and 'Signing in'), one function each, so screens
 * never spell paths or payloads themselves. Every call goes through the shared API client.
 */
import type { BodyOf } from '@common/api-call';
import type { ValidationKind } from '@common/roles';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export type OtpChannel = Extract<ValidationKind, 'email' | 'phone'>;

export type LoginBody = BodyOf<typeof ops.login>;
type OtpBody = BodyOf<typeof ops.validateCode>;

export const authApi = {
  login: (body: LoginBody) => call(ops.login, { body, auth: false }),
  validateOtp: (channel: OtpChannel, body: OtpBody) => call(ops.validateCode, { params: { kind: channel }, body }),
  resendOtp: (channel: OtpChannel) => call(ops.resendCode, { params: { kind: channel } }),
};
