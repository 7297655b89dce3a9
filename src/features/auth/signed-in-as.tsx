/**
 * The foot of every 2FA screen: who is signing in, and 'Use another account' to leave the step.
 * Leaving also forgets an enrolment answer held for the recovery-codes screen, so the next person
 * on a shared computer never sees them.
 */
import { useCallback } from 'react';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { Button } from '@/components/button';
import { signOut } from '@/session/sign-out';
import { clearPendingEnrolment } from './pending-enrolment';

export function useLeaveTwoFactor(): () => void {
  return useCallback(() => {
    clearPendingEnrolment();
    signOut();
  }, []);
}

export function SignedInAs({ className = '' }: { className?: string }) {
  const t = useT();
  const user = useSession();
  const leave = useLeaveTwoFactor();

  return (
    <div className={`mt-auto flex flex-col items-center gap-1 pt-8 text-center ${className}`}>
      {user.email_id ? <p className="text-sm text-ink-soft">{t('otp.signedInAs', { email: user.email_id })}</p> : null}
      <Button look="bordered" width="auto" onClick={leave}>
        {t('otp.otherAccount')}
      </Button>
    </div>
  );
}
