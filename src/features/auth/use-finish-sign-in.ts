/**
 * The end of every second step (docs/product.md, 'Signing in': login, email, phone and 2FA steps finish with the same
 * set-up): store the validated session, greet with the welcome toast, go to the role's home.
 * The 2FA screens share it; the email/phone screen does the same inline.
 */
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ValidatedResult } from '@common/contract/answers/auth';
import { homePathFor } from '@common/access';
import { t } from '@/i18n';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import { clearPendingEnrolment } from './pending-enrolment';

export function useFinishSignIn(): (result: ValidatedResult) => void {
  const navigate = useNavigate();
  return useCallback(
    (result: ValidatedResult) => {
      clearPendingEnrolment();
      // login() only copies the session fields; recovery codes never reach localStorage.
      sessionStore.login(result);
      toast.success(t('toast.welcome'));
      void navigate({ to: homePathFor(result.role), replace: true });
    },
    [navigate],
  );
}
