/**
 * A deputy director's districts (`PATCH admin/{id}/districts`): the checkbox list of every
 * district, starting from the DD's current ones, checked with the shared `setDistrictsSchema`
 * (at least one) before it is sent; the server's 422 shows under the list.
 */
import { useState } from 'react';
import { setDistrictsSchema } from '@common/account-schema';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import type { Account } from '@common/contract/answers/accounts';
import { useSetDistricts } from './api/account-mutations';
import { ConsoleDialog, fieldOrToast, DialogActions } from './console-dialog';
import { DistrictChecklist } from './district-checklist';

export interface DistrictsDialogProps {
  account: Account | null;
  onClose: () => void;
}

export function DistrictsDialog({ account, onClose }: DistrictsDialogProps) {
  const t = useT();
  const [value, setValue] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [current, setCurrent] = useState(account);
  const save = useSetDistricts();
  if (current !== account) {
    setCurrent(account);
    setValue(account ? account.districts.map((d) => d.id) : []);
    setError(undefined);
  }

  const confirm = () => {
    if (!account) return;
    const checked = setDistrictsSchema.safeParse({ districts: value });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    save.mutate(
      { id: account.id, districts: checked.data.districts },
      {
        onSuccess: () => {
          toast.success(t('adm.accounts.districtsSaved', { name: account.name }));
          onClose();
        },
        onError: fieldOrToast('districts', setError, t.text),
      },
    );
  };

  return (
    <ConsoleDialog
      open={account !== null}
      wide
      busy={save.isPending}
      title={t('adm.accounts.districtsTitle', { name: (account ?? current)?.name ?? '' })}
      description={t('adm.accounts.districtsBody')}
      onClose={onClose}
    >
      <DistrictChecklist
        legend={t('adm.accounts.districts')}
        value={value}
        onChange={setValue}
        error={error ? t.text(error) : undefined}
      />
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={save.isPending}>
          {t('adm.cancel')}
        </Button>
        <Button width="auto" busy={save.isPending} onClick={confirm}>
          {t('adm.accounts.districtsSave')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
