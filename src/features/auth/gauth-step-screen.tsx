/**
 * 'Enter gAuth OTP' (docs/product.md, 'Screens and routes'): the second step of an account with 2FA enabled. Takes the
 * authenticator's 6-digit code, or, after 'Use a recovery code instead', one of the recovery
 * codes (xxxxx-xxxxx). Offers 'Scan QR Code Again' (→ /verify-2fa-otp), where the same entry is
 * shown with a note on what to do after losing the phone, since the server never shows a QR
 * code again once 2FA is on (docs/spec-notes.md).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { InfoIcon } from '@/components/icons';
import { OtpForm } from '@/components/otp-form';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { RecoveryCodeForm } from './recovery-code-form';
import { SignedInAs } from './signed-in-as';
import { useFinishSignIn } from './use-finish-sign-in';
import { useTwoFactorValidation, type CodeKind } from './use-two-factor-validation';

const LINK =
  'inline-flex min-h-12 items-center rounded-lg px-2 text-base font-semibold text-brand-800 underline decoration-brand-300 decoration-2 ' +
  'underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/** Why this screen is shown somewhere else than the index. */
export type GAuthNotice = 'scanAgain' | 'alreadyEnabled';

function Notice({ text }: { text: string }) {
  return (
    <div className="mb-6 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-[15px] leading-relaxed text-brand-950">
      <InfoIcon className="mt-0.5 shrink-0 text-brand-700" />
      <p>{text}</p>
    </div>
  );
}

export function GAuthStepScreen({ notice }: { notice?: GAuthNotice }) {
  const t = useT();
  const validation = useTwoFactorValidation(useFinishSignIn());
  const [kind, setKind] = useState<CodeKind>('otp');
  const switchKind = () => setKind((current) => (current === 'otp' ? 'recovery_code' : 'otp'));

  return (
    <PreLoginLayout
      title={t('twoFa.title')}
      description={kind === 'otp' ? t('twoFa.description') : t('twoFa.recoveryDescription')}
    >
      {notice ? <Notice text={notice === 'scanAgain' ? t('twoFa.scanAgainNote') : t('twoFa.alreadyEnabled')} /> : null}

      {kind === 'otp' ? (
        <OtpForm hint={t('twoFa.hint')} submit={(otp) => validation.send({ otp })} refused={validation.refused} />
      ) : (
        <RecoveryCodeForm validation={validation} />
      )}

      <div className="mt-5 flex flex-col items-center gap-1 text-center">
        <button type="button" onClick={switchKind} className={LINK}>
          {kind === 'otp' ? t('twoFa.useRecovery') : t('twoFa.useApp')}
        </button>
        {notice ? null : (
          <Link to="/verify-2fa-otp" className={LINK}>
            {t('twoFa.scanAgain')}
          </Link>
        )}
      </div>

      <SignedInAs />
    </PreLoginLayout>
  );
}
