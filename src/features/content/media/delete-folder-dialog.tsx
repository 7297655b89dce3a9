/**
 * Deleting the folder being viewed, after a confirmation. Only an empty folder goes: the server's
 * 409 ('This folder is not empty. Move or delete what is in it first.') is shown inside the popup
 * rather than as a passing toast, so the reason stays while the person reads it.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { DialogActions, LibraryDialog } from './library-dialog';
import { useDeleteFolder } from './library-mutations';

export interface DeleteFolderDialogProps {
  folder: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteFolderDialog({ folder, onClose, onDeleted }: DeleteFolderDialogProps) {
  const t = useT();
  const remove = useDeleteFolder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState(folder);
  if (shown !== folder) {
    setShown(folder);
    setRefusal(null);
  }

  const confirm = () => {
    if (!folder) return;
    remove.mutate(folder.id, {
      onSuccess: () => {
        toast.success(t('libraryMsg.folderDeleted'));
        onDeleted();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status_code === 409) setRefusal(failure.message);
        else toast.error(t.text(failure.message));
      },
    });
  };

  return (
    <LibraryDialog
      open={folder !== null}
      busy={remove.isPending}
      title={t('library.folder.deleteTitle', { name: folder?.name ?? '' })}
      description={t('library.folder.deleteText')}
      onClose={onClose}
    >
      {refusal ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-2.5 font-medium text-danger-700"
        >
          <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
          {t.text(refusal)}
        </p>
      ) : null}
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t('library.cancel')}
        </Button>
        <Button colour="error" width="auto" busy={remove.isPending} disabled={refusal !== null} onClick={confirm}>
          {t('library.folder.delete')}
        </Button>
      </DialogActions>
    </LibraryDialog>
  );
}
