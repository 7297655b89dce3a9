/**
 * Picks the second-step screen for a signed-in, not yet validated session from `to_be_validated`
 * (SPEC.md §2). Email and phone share the OTP screen; the 2FA screens come with their own issue,
 * so 2FA shows a clear holding screen with a way out.
 */
import type { ValidationKind } from '@common/roles';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { InfoIcon } from '@/components/icons';
import { signOut } from './auth-api';
import { OtpStepScreen } from './otp-step-screen';

export function ValidationStep({ kind }: { kind: ValidationKind }) {
  if (kind === 'email' || kind === 'phone') return <OtpStepScreen key={kind} channel={kind} />;
  return <TwoFactorPending />;
}

function TwoFactorPending() {
  const t = useT();
  return (
    <PreLoginLayout title={t('twoFa.title')}>
      <div className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-[15px] leading-relaxed text-brand-950">
        <InfoIcon className="mt-0.5 shrink-0 text-brand-700" />
        <p>{t('twoFa.pending')}</p>
      </div>
      <div className="mt-8">
        <Button look="bordered" onClick={signOut}>
          {t('otp.otherAccount')}
        </Button>
      </div>
    </PreLoginLayout>
  );
}
