/**
 * The second sign-in step by emailed or texted code: 'Validate Email ID (OTP)' and
 * 'Validate Phone No. (OTP)'. One screen for both channels; only texts and the API path differ.
 * A correct code answers a validated token pair, which finishes sign-in like any other step.
 */
import { useNavigate } from '@tanstack/react-router';
import { homePathFor } from '@common/access';
import { t as translate, useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { sessionStore } from '@/session/session-store';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { OtpForm } from '@/components/otp-form';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { signOut } from '@/session/sign-out';
import { authApi, type OtpChannel } from './auth-api';

const TEXTS: Record<OtpChannel, { title: MessageId; description: MessageId; fallback: MessageId }> = {
  email: { title: 'otp.emailTitle', description: 'otp.emailDescription', fallback: 'otp.emailFallbackTarget' },
  phone: { title: 'otp.phoneTitle', description: 'otp.phoneDescription', fallback: 'otp.phoneFallbackTarget' },
};

export function OtpStepScreen({ channel }: { channel: OtpChannel }) {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession();
  const texts = TEXTS[channel];
  const target = channel === 'email' && user.email_id ? user.email_id : t(texts.fallback);

  const submit = (otp: string) =>
    authApi.validateOtp(channel, { admin_id: Number(user.id), otp, token: user.access_token }).then((result) => {
      sessionStore.login(result);
      toast.success(translate('toast.welcome'));
      void navigate({ to: homePathFor(result.role), replace: true });
    });

  return (
    <PreLoginLayout title={t(texts.title)} description={t(texts.description, { target })}>
      <OtpForm hint={t('otp.hint')} submit={submit} resend={() => authApi.resendOtp(channel)} />

      <div className="mt-auto flex flex-col items-center gap-1 pt-8 text-center">
        <p className="text-sm text-ink-soft">{t('otp.signedInAs', { email: user.email_id })}</p>
        <Button look="bordered" width="auto" onClick={signOut}>
          {t('otp.otherAccount')}
        </Button>
      </div>
    </PreLoginLayout>
  );
}
