/**
 * Naming a folder: a new one inside the folder viewed, or renaming the folder viewed. The name is
 * checked with the server's own rule (common/media-queries.ts folderNameSchema, the contract (docs/product.md,
 * 'Validation rules'): letters, digits, spaces and hyphens, 3 to 35 characters) before sending, and a refusal about
 * the name ('A folder with this name is already here.') shows under the field, in the language shown.
 */
import { useState } from 'react';
import { folderNameSchema } from '@common/media-queries';
import { useT } from '@/i18n';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { DialogActions, LibraryDialog } from './library-dialog';
import { useSaveFolder } from './library-mutations';

export interface FolderDialogProps {
  /** null: closed. */
  mode: { kind: 'create'; parent: number | null } | { kind: 'rename'; id: number; name: string } | null;
  onClose: () => void;
  onSaved: () => void;
}

export function FolderDialog({ mode, onClose, onSaved }: FolderDialogProps) {
  const t = useT();
  const save = useSaveFolder();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(mode);
  if (shown !== mode) {
    setShown(mode);
    setName(mode?.kind === 'rename' ? mode.name : '');
    setError(undefined);
  }

  const submit = () => {
    if (!mode) return;
    const checked = folderNameSchema.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    save.mutate(
      mode.kind === 'rename'
        ? { id: mode.id, name: checked.data, parent_id: null }
        : { name: checked.data, parent_id: mode.parent },
      {
        onSuccess: () => {
          toast.success(t(mode.kind === 'rename' ? 'libraryMsg.folderUpdated' : 'libraryMsg.folderCreated'));
          onSaved();
        },
        onError: (failure) => {
          // 422 names the field; 409 is about the name (taken) too.
          const aboutName = isApiError(failure) && (failure.status_code === 409 || failure.status_code === 422);
          if (aboutName) setError(fieldErrorsOf(failure).name ?? failure.message);
          else toast.error(t.text(failure.message));
        },
      },
    );
  };

  return (
    <LibraryDialog
      open={mode !== null}
      busy={save.isPending}
      title={mode?.kind === 'rename' ? t('library.folder.renameTitle') : t('library.folder.createTitle')}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('library.folder.name')}
          value={name}
          maxLength={60}
          autoComplete="off"
          data-autofocus
          hint={t('library.folder.nameHint')}
          error={error ? t.text(error) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <DialogActions>
          <Button look="bordered" width="auto" onClick={onClose} disabled={save.isPending}>
            {t('library.cancel')}
          </Button>
          <Button type="submit" width="auto" busy={save.isPending}>
            {mode?.kind === 'rename' ? t('library.folder.rename') : t('library.folder.create')}
          </Button>
        </DialogActions>
      </form>
    </LibraryDialog>
  );
}
