/**
 * The confirmation before a SUPER_ADMIN resets an account's 2FA (`PATCH admin/{id}/reset-2fa`):
 * the account is signed out, its authenticator secret and recovery codes are dropped, and the next
 * sign-in enrols a new QR code. It starts on Cancel.
 */
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { KeyIcon } from '@/components/icons';
import type { Account } from '@common/contract/answers/accounts';
import { useResetTwoFactor } from './api/account-mutations';
import { ConsoleDialog, DialogActions } from './console-dialog';

export interface ResetTwoFactorDialogProps {
  account: Account | null;
  onClose: () => void;
}

export function ResetTwoFactorDialog({ account, onClose }: ResetTwoFactorDialogProps) {
  const t = useT();
  const reset = useResetTwoFactor();

  const confirm = () => {
    if (!account) return;
    reset.mutate(account.id, {
      onSuccess: () => {
        toast.success(t('adm.accounts.resetDone', { name: account.name }));
        onClose();
      },
      onError: (failure) => toast.error(t.text(failure.message)),
    });
  };

  return (
    <ConsoleDialog
      open={account !== null}
      busy={reset.isPending}
      title={t('adm.accounts.resetTitle')}
      description={account ? t('adm.accounts.resetBody', { name: account.name }) : undefined}
      icon={
        <div className="grid size-12 place-items-center rounded-full bg-warn-50 text-warn-600">
          <KeyIcon width={26} height={26} />
        </div>
      }
      onClose={onClose}
    >
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={reset.isPending} data-autofocus>
          {t('adm.cancel')}
        </Button>
        <Button colour="error" width="auto" busy={reset.isPending} onClick={confirm}>
          {t('adm.accounts.reset2fa')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
