/**
 * The sign-in calls of the API (SPEC.md §7, DECISIONS §4), one function each, so screens never
 * spell paths or payloads themselves. Every call goes through the shared API client.
 */
import type { LoginResult, ValidatedResult } from '@common/contract/answers/auth';
import type { ValidationKind } from '@common/roles';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/session/session-store';

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
  logout: (refresh_token: string) => api.post<unknown>('admin/logout', { refresh_token }, { toastError: false }),
};

/**
 * Ends the session here at once and asks the server, best effort, to revoke the refresh token.
 * The request starts before the record is cleared so it still carries the access token.
 */
export function signOut(): void {
  const { refresh_token, is_logged_in } = sessionStore.getState();
  if (is_logged_in && refresh_token) {
    authApi.logout(refresh_token).catch(() => {
      // Offline or already revoked: the token dies on its own; nothing to tell the user.
    });
  }
  sessionStore.logout();
}
