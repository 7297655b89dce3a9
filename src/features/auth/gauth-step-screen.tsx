/**
 * 'Enter gAuth OTP' (SPEC.md §2): the second step of an account with 2FA enabled. Takes the
 * authenticator's 6-digit code, or, after 'Use a recovery code instead', one of the recovery
 * codes (xxxxx-xxxxx). Offers 'Scan QR Code Again' (→ /verify-2fa-otp), where the same entry is
 * shown with a note on what to do after losing the phone, since the server never shows a QR
 * code again once 2FA is on (docs/spec-notes.md).
 */
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { InfoIcon } from '@/components/icons';
import { OtpInput } from '@/components/otp-input';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { TextField } from '@/components/text-field';
import { SignedInAs } from './signed-in-as';
import { cleanRecoveryCodeInput } from './two-factor-codes';
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
  const finish = useFinishSignIn();
  const [kind, setKind] = useState<CodeKind>('otp');
  const [otp, setOtp] = useState('');
  const [recovery, setRecovery] = useState('');
  // A refused authenticator code is cleared for the next one; a recovery code stays to fix a typo.
  const validation = useTwoFactorValidation(finish, () => setOtp(''));
  const error = validation.error ? t.text(validation.error) : undefined;
  const busy = validation.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    validation.submit(kind, kind === 'otp' ? otp : recovery);
  };

  const switchKind = () => {
    validation.clearError();
    setKind((current) => (current === 'otp' ? 'recovery_code' : 'otp'));
  };

  return (
    <PreLoginLayout
      title={t('twoFa.title')}
      description={kind === 'otp' ? t('twoFa.description') : t('twoFa.recoveryDescription')}
    >
      {notice ? <Notice text={notice === 'scanAgain' ? t('twoFa.scanAgainNote') : t('twoFa.alreadyEnabled')} /> : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {kind === 'otp' ? (
          <OtpInput
            label={t('otp.label')}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              if (error) validation.clearError();
            }}
            error={error}
            hint={t('twoFa.hint')}
            autoFocus
            disabled={busy}
          />
        ) : (
          <TextField
            label={t('twoFa.recoveryLabel')}
            name="recovery_code"
            placeholder={t('twoFa.recoveryPlaceholder')}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
            maxLength={11}
            value={recovery}
            onChange={(event) => {
              setRecovery(cleanRecoveryCodeInput(event.target.value));
              if (error) validation.clearError();
            }}
            error={error}
            hint={t('twoFa.recoveryHint')}
            disabled={busy}
            className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-wider"
          />
        )}
        <Button type="submit" busy={busy}>
          {busy ? t('otp.submitting') : t('otp.submit')}
        </Button>
      </form>

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
