/**
 * The sign-in calls of the API (docs/product.md, 'Calls and answers' and 'Signing in'), one function each, so screens
 * never spell paths or payloads themselves. Every call goes through the shared API client.
 */
import type { LoginResult, ValidatedResult } from '@common/contract/answers/auth';
import type { ValidationKind } from '@common/roles';
import { api } from '@/lib/api-client';

export type OtpChannel = Extract<ValidationKind, 'email' | 'phone'>;

export interface LoginBody {
  email_id: string;
  password: string;
}

export interface OtpBody {
  admin_id: number;
  otp: string;
  token: string;
}

export const authApi = {
  login: (body: LoginBody) => api.post<LoginResult>('admin/login', body, { auth: false }),
  validateOtp: (channel: OtpChannel, body: OtpBody) => api.post<ValidatedResult>(`admin/validate/${channel}`, body),
  resendOtp: (channel: OtpChannel, admin_id: number) =>
    api.post<unknown>(`admin/validate/${channel}/resend`, { admin_id }),
};
