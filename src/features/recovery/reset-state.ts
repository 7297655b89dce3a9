/**
 * Where a password recovery stands, kept in the session record's reset fields (docs/product.md, 'Records and fields')
 * through the store's resetPassword() action, so every step screen reads one source. The short-lived reset token
 * answered by the OTP step is the exception: it stays in memory only, because it is a credential that must not
 * outlive the page that earned it.
 */
import { useEffect, useRef } from 'react';
import { sessionStore } from '@/session/session-store';
import {
  DEFAULT_SESSION,
  RESET_PASSWORD_FIELDS,
  type ForgotPasswordStep,
  type ResetErrorType,
  type ResetPasswordFields,
} from '@/session/session-types';
import type { ResetRequest } from '@common/contract/answers/reset';

/** The contract (docs/product.md, 'Password reset'): change-password follows OTP validation after 800 ms, the withdrawn screen after 1 s. */
export const AFTER_OTP_MS = 800;
export const AFTER_WITHDRAW_MS = 1000;

let resetToken: string | null = null;

export const getResetToken = (): string | null => resetToken;
export const setResetToken = (token: string | null): void => {
  resetToken = token;
};

export function goToStep(step: ForgotPasswordStep, errorType?: ResetErrorType): void {
  sessionStore.resetPassword({
    forgot_password_current_route: step,
    is_reset_password_error: errorType !== undefined,
    is_reset_password_error_type: errorType ?? '',
  });
}

/** Copies a request answer (201, 202, withdraw) into the record and moves to `step`. */
export function rememberRequest(answer: ResetRequest, step: ForgotPasswordStep, errorType?: ResetErrorType): void {
  sessionStore.resetPassword({
    id: String(answer.user_id),
    name: answer.user_name,
    role: answer.role,
    email_id: answer.email_id,
    reset_password_request_id: answer.reset_password_request_id,
    // The contract (docs/product.md, 'Records and fields') keeps it a number: the request id, shown as RPR0001 by
    // readableResetId().
    reset_password_request_readable_id: answer.reset_password_request_id,
    reset_password_requested_on: answer.requested_on,
    reset_password_request_try_after: answer.try_after,
  });
  goToStep(step, errorType);
}

/** Recently rejected (408): only the email and when a new request may be made are known. */
export function rememberTryLater(email_id: string, tryAfter: number): void {
  sessionStore.resetPassword({ email_id, reset_password_request_try_after: tryAfter });
  goToStep('TRY_LATER', 'RECENTLY_REJECTED');
}

/** Back to the defaults (and forget the reset token): on leaving to sign-in or finishing. */
export function clearResetState(): void {
  resetToken = null;
  const defaults = Object.fromEntries(
    RESET_PASSWORD_FIELDS.map((key) => [key, DEFAULT_SESSION[key]]),
  ) as Partial<ResetPasswordFields>;
  sessionStore.resetPassword(defaults);
}

/** A timer for the delayed moves of docs/product.md, 'Password reset', that dies with the screen that started it. */
export function useLater(): (action: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (action, ms) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
}
