/**
 * Submitting a 2FA code, shared by the gAuth step and the enrolment check: validates with the
 * shared schema first ('OTP is Required', 'Invalid OTP'), sends the authenticator code or a
 * recovery code, and turns the server's refusal ('Invalid OTP.') into an inline error. A pending
 * token that has expired meanwhile ends the attempt: the user signs in again.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MSG } from '@common/messages';
import { validate2faSchema } from '@common/validation';
import { t, translateText } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { useSession } from '@/session/use-session';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import type { ValidatedResult } from '@common/contract/answers/auth';
import { twoFactorApi, type TwoFactorBody } from './two-factor-api';

export type CodeKind = 'otp' | 'recovery_code';

export interface TwoFactorValidation {
  /** Checks and sends the code; answers false when it did not pass the client-side rules. */
  submit: (kind: CodeKind, value: string) => boolean;
  /** An English contract text (translate with t.text), or undefined. */
  error: string | undefined;
  clearError: () => void;
  isPending: boolean;
}

export function useTwoFactorValidation(
  onSuccess: (result: ValidatedResult) => void,
  onRefused?: () => void,
): TwoFactorValidation {
  const user = useSession();
  const [error, setError] = useState<string | undefined>();

  const mutation = useMutation({
    mutationFn: (body: TwoFactorBody) => twoFactorApi.validate(body),
    onSuccess,
    onError: (failure) => {
      onRefused?.();
      if (!isApiError(failure)) {
        toast.error(translateText(MSG.somethingWrong));
        return;
      }
      const fields = fieldErrorsOf(failure);
      if (failure.status_code === 422) {
        setError(fields.otp ?? fields.recovery_code ?? failure.message);
      } else if (failure.status_code === 401 && failure.message !== MSG.invalidOtp) {
        // The pending token expired (it lives an hour): start again from the password step.
        toast.error(t('session.ended'));
        sessionStore.logout();
      } else if (failure.status_code === 401) {
        setError(failure.message);
      } else {
        toast.error(translateText(failure.message));
      }
    },
  });

  const submit = (kind: CodeKind, value: string): boolean => {
    const admin_id = Number(user.id);
    const input = kind === 'otp' ? { admin_id, otp: value } : { admin_id, recovery_code: value || undefined };
    const parsed = validate2faSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    setError(undefined);
    const token = user.access_token;
    mutation.mutate(
      kind === 'otp'
        ? { admin_id, otp: value, token }
        : { admin_id, recovery_code: parsed.data.recovery_code ?? value, token },
    );
    return true;
  };

  return { submit, error, clearError: () => setError(undefined), isPending: mutation.isPending || mutation.isSuccess };
}
