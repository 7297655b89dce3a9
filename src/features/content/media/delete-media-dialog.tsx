/**
 * Deleting a library file after a confirmation (DELETE media/{id}). While a published version or
 * an open draft of a section uses it the server refuses with 409 and the uses; they are listed
 * here (section, version, state) so the person knows what to change first.
 */
import { useState } from 'react';
import type { MediaUse } from '@common/contract/answers/library';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { DialogActions, LibraryDialog } from './library-dialog';
import { useDeleteMedia } from './library-mutations';
import { UsesList } from './usage-panel';

export interface DeleteMediaDialogProps {
  open: boolean;
  mediaId: number;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteMediaDialog({ open, mediaId, name, onClose, onDeleted }: DeleteMediaDialogProps) {
  const t = useT();
  const remove = useDeleteMedia(mediaId);
  const [refusal, setRefusal] = useState<{ message: string; uses: MediaUse[] } | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setRefusal(null);
  }

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('libraryMsg.mediaDeleted'));
        onDeleted();
      },
      onError: (failure) => {
        if (!isApiError(failure) || failure.status_code !== 409) return void toast.error(t.text(failure.message));
        const uses = (failure.data as { uses?: MediaUse[] } | null)?.uses ?? [];
        setRefusal({ message: failure.message, uses });
      },
    });

  return (
    <LibraryDialog
      open={open}
      busy={remove.isPending}
      title={t('library.details.deleteTitle', { name })}
      description={t('library.details.deleteText')}
      onClose={onClose}
    >
      {refusal ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-2.5 font-medium text-danger-700">
            <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
            {t.text(refusal.message)}
          </p>
          {refusal.uses.length > 0 ? <UsesList uses={refusal.uses} /> : null}
        </div>
      ) : null}
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t('library.cancel')}
        </Button>
        <Button colour="error" width="auto" busy={remove.isPending} disabled={refusal !== null} onClick={confirm}>
          {t('library.details.delete')}
        </Button>
      </DialogActions>
    </LibraryDialog>
  );
}
