/**
 * The two end screens of password recovery: 'OTP Expired' and the change-success screen.
 * The contract links them oddly (the expired screen's back link and 'Continue Sign in' point at other
 * flows); both lead to sign-in here, as noted in docs/spec-notes.md. Leaving for sign-in also
 * forgets whatever recovery state is left, so the next visit to /forgot-password starts afresh.
 */
import { useT } from '@/i18n';
import { ButtonLink } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { CheckMark, ClockMark, StatusBadge } from './recovery-badges';
import { clearResetState } from './reset-state';

export function OtpExpiredScreen() {
  const t = useT();
  return (
    <PreLoginLayout
      title={t('expired.title')}
      description={t('expired.description')}
      badge={
        <StatusBadge tone="warn">
          <ClockMark />
        </StatusBadge>
      }
    >
      <div className="flex flex-col gap-3">
        <ButtonLink to="/" onClick={clearResetState}>
          {t('forgot.backToSignIn')}
        </ButtonLink>
        <ButtonLink to="/forgot-password" look="bordered" onClick={clearResetState}>
          {t('recovery.newRequest')}
        </ButtonLink>
      </div>
    </PreLoginLayout>
  );
}

export function PasswordChangedScreen() {
  const t = useT();
  return (
    <PreLoginLayout
      title={t('changed.title')}
      description={t('changed.description')}
      badge={
        <StatusBadge tone="ok">
          <CheckMark />
        </StatusBadge>
      }
    >
      <ButtonLink to="/" onClick={clearResetState}>
        {t('changed.continue')}
      </ButtonLink>
    </PreLoginLayout>
  );
}
