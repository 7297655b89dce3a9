/**
 * The confirmation before an account is disabled (with a reason, checked with the shared
 * `reasonSchema`: the server ends the account's sessions) or enabled again. It starts on Cancel,
 * so Enter never disables anyone by accident.
 */
import { useState } from 'react';
import { reasonSchema } from '@common/account-schema';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import type { Account } from '@common/contract/answers/accounts';
import { useSetDisabled } from './api/account-mutations';
import { ConsoleDialog, fieldOrToast, DialogActions } from './console-dialog';

export interface AccountStatusDialogProps {
  account: Account | null;
  onClose: () => void;
}

export function AccountStatusDialog({ account, onClose }: AccountStatusDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [current, setCurrent] = useState(account);
  const change = useSetDisabled();
  if (current !== account) {
    setCurrent(account);
    setReason('');
    setError(undefined);
  }
  // While closing, keep the wording of the account that was open.
  const shown = account ?? current;
  const disabling = !shown?.is_disabled;

  const confirm = () => {
    if (!account) return;
    const checked = disabling ? reasonSchema.safeParse({ reason }) : null;
    if (checked && !checked.success) return setError(checked.error.issues[0]?.message);
    change.mutate(
      { id: account.id, disabled: disabling, ...(checked ? { reason: checked.data.reason } : {}) },
      {
        onSuccess: () => {
          toast.success(
            t(disabling ? 'adm.accounts.disabledDone' : 'adm.accounts.enabledDone', { name: account.name }),
          );
          onClose();
        },
        onError: fieldOrToast('reason', setError, t.text),
      },
    );
  };

  return (
    <ConsoleDialog
      open={account !== null}
      busy={change.isPending}
      title={t(disabling ? 'adm.accounts.disableTitle' : 'adm.accounts.enableTitle')}
      description={
        shown ? t(disabling ? 'adm.accounts.disableBody' : 'adm.accounts.enableBody', { name: shown.name }) : undefined
      }
      icon={
        disabling ? (
          <div className="grid size-12 place-items-center rounded-full bg-danger-50 text-danger-700">
            <AlertIcon width={26} height={26} />
          </div>
        ) : undefined
      }
      onClose={onClose}
    >
      {disabling ? (
        <TextField
          label={t('adm.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error ? t.text(error) : undefined}
        />
      ) : null}
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={change.isPending} data-autofocus>
          {t('adm.cancel')}
        </Button>
        <Button colour={disabling ? 'error' : 'primary'} width="auto" busy={change.isPending} onClick={confirm}>
          {t(disabling ? 'adm.accounts.disableConfirm' : 'adm.accounts.enableConfirm')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
