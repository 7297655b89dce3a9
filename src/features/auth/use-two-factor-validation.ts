/**
 * Sending a 2FA code, shared by the gAuth step and the enrolment check: the authenticator code
 * or a recovery code goes with the pending token, and the server's refusal ('Invalid OTP.')
 * becomes the inline error of the form (the forms check the code with the shared schema first).
 * A pending token that has expired meanwhile ends the attempt: the user signs in again.
 */
import { MSG } from '@common/messages';
import { t, translateText } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { useSession } from '@/session/use-session';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import type { ValidatedResult } from '@common/contract/answers/auth';
import { twoFactorApi } from './two-factor-api';

export type CodeKind = 'otp' | 'recovery_code';

export interface TwoFactorValidation {
  /** Sends the code; a good one goes on to onSuccess before the promise resolves. */
  send: (code: { otp: string } | { recovery_code: string }) => Promise<void>;
  /** Toasts what is not about the code, and answers the English text to show next to it. */
  refused: (failure: unknown) => string | undefined;
}

/** The refusal of a 2FA code: the inline error, or undefined once toasted (or signed out). */
function twoFactorRefusal(failure: unknown): string | undefined {
  if (!isApiError(failure)) {
    toast.error(translateText(MSG.somethingWrong));
    return undefined;
  }
  const fields = fieldErrorsOf(failure);
  if (failure.status_code === 422) return fields.otp ?? fields.recovery_code ?? failure.message;
  if (failure.status_code === 401 && failure.message !== MSG.invalidOtp) {
    // The pending token expired (it lives an hour): start again from the password step.
    toast.error(t('session.ended'));
    sessionStore.logout();
    return undefined;
  }
  if (failure.status_code === 401) return failure.message;
  toast.error(translateText(failure.message));
  return undefined;
}

export function useTwoFactorValidation(onSuccess: (result: ValidatedResult) => void): TwoFactorValidation {
  const user = useSession();
  const send = (code: { otp: string } | { recovery_code: string }) =>
    twoFactorApi.validate({ admin_id: Number(user.id), token: user.access_token, ...code }).then(onSuccess);
  return { send, refused: twoFactorRefusal };
}
