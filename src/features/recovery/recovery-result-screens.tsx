/**
 * The two end screens of password recovery: 'OTP Expired' and the change-success screen.
 * SPEC.md links them oddly (the expired screen's back link and 'Continue Sign in' point at other
 * flows); both lead to sign-in here, as noted in docs/spec-notes.md.
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { ButtonLink } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';

function StatusBadge({ tone, children }: { tone: 'warn' | 'ok'; children: ReactNode }) {
  const colours = tone === 'warn' ? 'bg-warn-50 text-warn-600' : 'bg-ok-50 text-ok-600';
  return <div className={`grid size-16 place-items-center rounded-full ${colours}`}>{children}</div>;
}

const ClockMark = () => (
  <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

const CheckMark = () => (
  <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

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
      <ButtonLink to="/">{t('forgot.backToSignIn')}</ButtonLink>
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
      <ButtonLink to="/">{t('changed.continue')}</ButtonLink>
    </PreLoginLayout>
  );
}
