/**
 * VALIDATE_OTP ('Verify OTP'): the 6-digit code mailed after approval (valid 24 hours), checked by
 * `PATCH admin/validate/reset/password`. A right code answers the short-lived reset token and the
 * new-password step follows after 800 ms; an expired code leads to the 'OTP Expired' screen.
 * 'Resend OTP' mails a fresh code, then waits 30 s as the server does before another.
 */
import { useNavigate } from '@tanstack/react-router';
import { readableResetId } from '@common/reset-status';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/session/use-session';
import { OtpForm } from '@/components/otp-form';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { recoveryApi, toastApiError } from './recovery-api';
import { LockMark, StatusBadge } from './recovery-badges';
import { StepActions } from './recovery-parts';
import { AFTER_OTP_MS, clearResetState, goToStep, setResetToken, useLater } from './reset-state';

export function VerifyOtpStep() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession();
  const later = useLater();

  const submit = (otp: string) =>
    recoveryApi
      .validate({ request_id: user.reset_password_request_id, admin_id: Number(user.id), otp })
      .then((answer) => {
        setResetToken(answer.token);
        later(() => goToStep('CHANGE_PASSWORD'), AFTER_OTP_MS);
      });

  /** Only a wrong code is shown under the boxes; the rest is toasted or moves the flow on. */
  const refused = (failure: unknown): string | undefined => {
    if (isApiError(failure) && failure.status_code === 408) {
      void navigate({ to: '/password-reset-expired-otp' }).then(clearResetState);
    } else if (isApiError(failure) && failure.status_code === 401) {
      return failure.message;
    } else if (isApiError(failure) && failure.status_code === 409) {
      // No longer waiting for a code (withdrawn or finished elsewhere): show where it stands.
      toastApiError(failure);
      goToStep('ALREADY_EXIST');
    } else {
      toastApiError(failure);
    }
    return undefined;
  };

  return (
    <PreLoginLayout
      title={t('recovery.otp.title')}
      description={t('recovery.otp.description', {
        email: user.email_id,
        id: readableResetId(user.reset_password_request_id),
      })}
      badge={
        <StatusBadge tone="brand">
          <LockMark />
        </StatusBadge>
      }
    >
      <OtpForm
        hint={t('recovery.otp.hint')}
        submitLabel={t('recovery.otp.submit')}
        pendingLabel={t('recovery.otp.verifying')}
        acceptedNote={t('recovery.otp.verified')}
        submit={submit}
        refused={refused}
        // The code may have been mailed long ago (at approval): resend is offered at once.
        resend={() => recoveryApi.resend(user.reset_password_request_id, user.email_id)}
        resendAtOnce
      />
      <StepActions />
    </PreLoginLayout>
  );
}
