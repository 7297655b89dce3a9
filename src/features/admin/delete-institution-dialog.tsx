/**
 * The confirmation before an institution is deleted (a soft delete, docs/product.md, 'Calls and answers'): it leaves
 * every list and count, so it asks for a reason (checked with the shared schema) and starts on Cancel.
 */
import { useState } from 'react';
import { deleteEntitySchema } from '@common/organization-schema';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import type { Institution } from '@common/contract/answers/institutions';
import { useDeleteInstitution } from './api/institution-mutations';
import { ConsoleDialog, fieldOrToast, DialogActions } from './console-dialog';

export interface DeleteInstitutionDialogProps {
  institution: Institution | null;
  onClose: () => void;
}

export function DeleteInstitutionDialog({ institution, onClose }: DeleteInstitutionDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteInstitution();

  const [current, setCurrent] = useState(institution);
  if (current !== institution) {
    setCurrent(institution);
    setReason('');
    setError(undefined);
  }

  const confirm = () => {
    if (!institution) return;
    const checked = deleteEntitySchema.safeParse({ reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    remove.mutate(
      { id: institution.id, reason: checked.data.reason },
      {
        onSuccess: () => {
          toast.success(t('adm.inst.deleted', { name: institution.en_name }));
          onClose();
        },
        onError: fieldOrToast('reason', setError, t.text),
      },
    );
  };

  return (
    <ConsoleDialog
      open={institution !== null}
      busy={remove.isPending}
      title={t('adm.inst.deleteTitle')}
      description={institution ? t('adm.inst.deleteBody', { name: institution.en_name }) : undefined}
      icon={
        <div className="grid size-12 place-items-center rounded-full bg-danger-50 text-danger-700">
          <AlertIcon width={26} height={26} />
        </div>
      }
      onClose={onClose}
    >
      <TextField
        label={t('adm.reason')}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        error={error ? t.text(error) : undefined}
      />
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t('adm.cancel')}
        </Button>
        <Button colour="error" width="auto" busy={remove.isPending} onClick={confirm}>
          {t('adm.inst.deleteConfirm')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
