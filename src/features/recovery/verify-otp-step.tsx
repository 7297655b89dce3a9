/**
 * VALIDATE_OTP ('Verify OTP'): the 6-digit code mailed after approval (valid 24 hours), checked by
 * `PATCH admin/validate/reset/password`. A right code answers the short-lived reset token and the
 * new-password step follows after 800 ms; an expired code leads to the 'OTP Expired' screen.
 * 'Resend OTP' mails a fresh code, then waits 30 s as the server does before another.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { readableResetId } from '@common/reset-status';
import { otpSchema } from '@common/validation';
import { t as translate, useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/session/use-session';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { CheckCircleIcon } from '@/components/icons';
import { OtpInput } from '@/components/otp-input';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { useCountdown } from '@/features/auth/use-countdown';
import { recoveryApi, toastApiError } from './recovery-api';
import { LockMark, StatusBadge } from './recovery-badges';
import { StepActions } from './recovery-parts';
import { AFTER_OTP_MS, clearResetState, goToStep, setResetToken, useLater } from './reset-state';

const RESEND_WAIT_SECONDS = 30;
const RESENT_TOAST_MS = 5000;

export function VerifyOtpStep() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession();
  const later = useLater();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The code may have been mailed long ago (at approval): resend is offered at once.
  const { remaining, restart } = useCountdown(0);

  const validate = useMutation({
    mutationFn: (code: string) =>
      recoveryApi.validate({ request_id: user.reset_password_request_id, admin_id: Number(user.id), otp: code }),
    onSuccess: (answer) => {
      setResetToken(answer.token);
      later(() => goToStep('CHANGE_PASSWORD'), AFTER_OTP_MS);
    },
    onError: (failure) => {
      setOtp('');
      if (isApiError(failure) && failure.status_code === 408) {
        void navigate({ to: '/password-reset-expired-otp' }).then(clearResetState);
      } else if (isApiError(failure) && failure.status_code === 401) {
        setError(failure.message);
      } else if (isApiError(failure) && failure.status_code === 409) {
        // No longer waiting for a code (withdrawn or finished elsewhere): show where it stands.
        toastApiError(failure);
        goToStep('ALREADY_EXIST');
      } else {
        toastApiError(failure);
      }
    },
  });

  const resend = useMutation({
    mutationFn: () => recoveryApi.resend(user.reset_password_request_id, user.email_id),
    onMutate: () => toast.info(translate('otp.resending')),
    onSuccess: () => {
      toast.success(translate('otp.resent'), { duration: RESENT_TOAST_MS });
      restart(RESEND_WAIT_SECONDS);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    validate.mutate(parsed.data);
  };

  const done = validate.isSuccess;
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <OtpInput
          label={t('otp.label')}
          value={otp}
          onChange={(value) => {
            setOtp(value);
            if (error) setError(undefined);
          }}
          error={error ? t.text(error) : undefined}
          hint={t('recovery.otp.hint')}
          autoFocus
          disabled={validate.isPending || done}
        />
        {done ? (
          <p
            role="status"
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-ok-50 px-4 text-base font-semibold text-ok-600"
          >
            <CheckCircleIcon /> {t('recovery.otp.verified')}
          </p>
        ) : (
          <Button type="submit" busy={validate.isPending}>
            {validate.isPending ? t('recovery.otp.verifying') : t('recovery.otp.submit')}
          </Button>
        )}
      </form>

      <div className="mt-6 flex min-h-[5.5rem] flex-col items-center justify-center gap-1 rounded-2xl bg-page px-4 py-3 text-center">
        <p className="text-[15px] text-ink-muted">{t('otp.didNotGet')}</p>
        {remaining > 0 ? (
          <p className="flex min-h-12 items-center text-base font-semibold text-ink-soft tabular-nums">
            {t('otp.resendIn', { seconds: remaining })}
          </p>
        ) : (
          <Button look="underline" width="auto" onClick={() => resend.mutate()} busy={resend.isPending} disabled={done}>
            {t('otp.resend')}
          </Button>
        )}
      </div>
      <StepActions />
    </PreLoginLayout>
  );
}
