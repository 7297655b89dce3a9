/**
 * /verify-enable-2fa-otp (docs/product.md, 'Screens and routes'): the code check after scanning the QR code. The
 * first good code turns 2FA on and the answer carries ten recovery codes; they are held (pending-enrolment) and shown
 * before the session is stored, so no guard redirect can hide them. Once 2FA is on and nothing is held, this route
 * has nothing to do and sends the user to the index.
 */
import { useState } from 'react';
import { Link, Navigate } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { ArrowLeftIcon } from '@/components/icons';
import { OtpForm } from '@/components/otp-form';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { AuthenticatorStepsPanel } from './authenticator-steps-panel';
import { readPendingEnrolment, savePendingEnrolment } from './pending-enrolment';
import { RecoveryCodesScreen } from './recovery-codes-screen';
import { SignedInAs } from './signed-in-as';
import type { ValidatedResult } from '@common/contract/answers/auth';
import { useFinishSignIn } from './use-finish-sign-in';
import { useTwoFactorValidation } from './use-two-factor-validation';

function VerifyEnableForm({ onEnrolled }: { onEnrolled: (result: ValidatedResult) => void }) {
  const t = useT();
  const validation = useTwoFactorValidation(onEnrolled);

  return (
    <PreLoginLayout title={t('twoFa.title')} description={t('twoFa.verifyEnableDescription')}>
      <OtpForm hint={t('twoFa.hint')} submit={(otp) => validation.send({ otp })} refused={validation.refused} />
      <div className="mt-4 flex justify-center">
        <Link
          to="/"
          className="inline-flex min-h-12 items-center gap-2 px-2 text-base font-semibold text-brand-800 underline decoration-brand-300 decoration-2 underline-offset-4 hover:decoration-brand-700"
        >
          <ArrowLeftIcon width={18} height={18} />
          {t('twoFa.backToQr')}
        </Link>
      </div>
      <AuthenticatorStepsPanel className="mt-6" />
      <SignedInAs />
    </PreLoginLayout>
  );
}

export function VerifyEnableTwoFactorScreen() {
  const user = useSession();
  const finish = useFinishSignIn();
  const [held, setHeld] = useState(() => readPendingEnrolment(Number(user.id)));

  if (held) return <RecoveryCodesScreen result={held} onContinue={() => finish(held)} />;
  if (user.is_2fa_enabled) return <Navigate to="/" replace />;

  return (
    <VerifyEnableForm
      onEnrolled={(result) => {
        if (!result.recovery_codes?.length) {
          finish(result);
          return;
        }
        savePendingEnrolment(result);
        setHeld(result);
      }}
    />
  );
}
