/**
 * Signing out with posts still on the phone: the header's 'logout' first asks, saying how many
 * posts have not reached the server and that they stay on the phone for this account (they are
 * sent after the next sign-in by the same warden, never by another). With nothing unsent it signs
 * out at once, as before.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { signOut } from '@/session/sign-out';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useUnsentCount } from '@/offline/use-outbox';

export function useSignOutWarning(): { requestSignOut: () => void; warning: React.ReactNode } {
  const t = useT();
  const navigate = useNavigate();
  const unsent = useUnsentCount();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    setAsking(false);
    signOut();
    void navigate({ to: '/', replace: true });
  };
  const warning = (
    <ConfirmDialog
      open={asking}
      title={t('outbox.signOutTitle')}
      confirmLabel={t('outbox.signOutConfirm')}
      cancelLabel={t('outbox.cancel')}
      onConfirm={leave}
      onCancel={() => setAsking(false)}
      extra={{
        label: t('outbox.signOutOpen'),
        onClick: () => {
          setAsking(false);
          void navigate({ to: '/dashboard/outbox' });
        },
      }}
    >
      {t('outbox.signOutBody', { count: String(unsent) })}
    </ConfirmDialog>
  );
  return { requestSignOut: () => (unsent > 0 ? setAsking(true) : leave()), warning };
}
