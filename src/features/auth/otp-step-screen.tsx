/**
 * The second sign-in step by emailed or texted code: 'Validate Email ID (OTP)' and
 * 'Validate Phone No. (OTP)'. One screen for both channels; only texts and the API path differ.
 * A correct code answers a validated token pair, which finishes sign-in like any other step.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { homePathFor } from '@common/access';
import { otpSchema } from '@common/validation';
import { t as translate, useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { OtpInput } from '@/components/otp-input';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { signOut } from '@/session/sign-out';
import { authApi, type OtpChannel } from './auth-api';
import { useCountdown } from './use-countdown';

export const RESEND_WAIT_SECONDS = 30;
const RESENT_TOAST_MS = 5000;

const TEXTS: Record<OtpChannel, { title: MessageId; description: MessageId; fallback: MessageId }> = {
  email: { title: 'otp.emailTitle', description: 'otp.emailDescription', fallback: 'otp.emailFallbackTarget' },
  phone: { title: 'otp.phoneTitle', description: 'otp.phoneDescription', fallback: 'otp.phoneFallbackTarget' },
};

export function OtpStepScreen({ channel }: { channel: OtpChannel }) {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { remaining, restart } = useCountdown(RESEND_WAIT_SECONDS);
  const texts = TEXTS[channel];
  const target = channel === 'email' && user.email_id ? user.email_id : t(texts.fallback);

  const validate = useMutation({
    mutationFn: (code: string) =>
      authApi.validateOtp(channel, { admin_id: Number(user.id), otp: code, token: user.access_token }),
    onSuccess: (result) => {
      sessionStore.login(result);
      toast.success(translate('toast.welcome'));
      void navigate({ to: homePathFor(result.role), replace: true });
    },
    onError: () => setOtp(''),
  });

  const resend = useMutation({
    mutationFn: () => authApi.resendOtp(channel, Number(user.id)),
    onMutate: () => toast.info(translate('otp.resending')),
    onSuccess: () => {
      toast.success(translate('otp.resent'), { duration: RESENT_TOAST_MS });
      restart();
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

  return (
    <PreLoginLayout title={t(texts.title)} description={t(texts.description, { target })}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <OtpInput
          label={t('otp.label')}
          value={otp}
          onChange={(value) => {
            setOtp(value);
            if (error) setError(undefined);
          }}
          error={error ? t.text(error) : undefined}
          hint={t('otp.hint')}
          autoFocus
          disabled={validate.isPending}
        />
        <Button type="submit" busy={validate.isPending}>
          {validate.isPending ? t('otp.submitting') : t('otp.submit')}
        </Button>
      </form>

      <div className="mt-6 flex min-h-[5.5rem] flex-col items-center justify-center gap-1 rounded-2xl bg-page px-4 py-3 text-center">
        <p className="text-[15px] text-ink-muted">{t('otp.didNotGet')}</p>
        {remaining > 0 ? (
          <p className="flex min-h-12 items-center text-base font-semibold text-ink-soft tabular-nums" aria-live="off">
            {t('otp.resendIn', { seconds: remaining })}
          </p>
        ) : (
          <Button look="underline" width="auto" onClick={() => resend.mutate()} busy={resend.isPending}>
            {t('otp.resend')}
          </Button>
        )}
      </div>

      <div className="mt-auto flex flex-col items-center gap-1 pt-8 text-center">
        <p className="text-sm text-ink-soft">{t('otp.signedInAs', { email: user.email_id })}</p>
        <Button look="bordered" width="auto" onClick={signOut}>
          {t('otp.otherAccount')}
        </Button>
      </div>
    </PreLoginLayout>
  );
}
