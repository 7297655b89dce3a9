/**
 * Move to folder: browse the library's folders from the top (or from where the file is) and move
 * the file into the folder being looked at (PATCH media/{id} belongs_to_folder; null is the top).
 * Only folders are shown here, so a long library stays quick to walk through on a phone.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { ChevronRightIcon } from '@/components/list-icons';
import { useFolders } from './library-api';
import { DialogActions, LibraryDialog } from './library-dialog';
import { FolderIcon } from './library-icons';
import { useUpdateMedia } from './library-mutations';

export interface MoveDialogProps {
  open: boolean;
  mediaId: number;
  /** Where the file is now (null: the top). */
  current: number | null;
  onClose: () => void;
}

const ROW =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-400';

export function MoveDialog({ open, mediaId, current, onClose }: MoveDialogProps) {
  const t = useT();
  const [browse, setBrowse] = useState<number | null>(current);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setBrowse(current);
  }
  const folders = useFolders(browse, open);
  const update = useUpdateMedia(mediaId);
  const path = folders.data?.path ?? [];
  const here = browse === null ? t('library.folder.top') : (path[path.length - 1]?.name ?? '');
  const parent = path.length > 1 ? (path[path.length - 2]?.id ?? null) : null;

  const move = () =>
    update.mutate(
      { belongs_to_folder: browse },
      {
        onSuccess: () => {
          toast.success(t('library.move.done', { folder: here }));
          onClose();
        },
        onError: (failure) => toast.error(t.text(failure.message)),
      },
    );

  return (
    <LibraryDialog open={open} busy={update.isPending} title={t('library.move.title')} onClose={onClose}>
      <p className="mb-2 text-[15px] text-ink-muted" aria-live="polite">
        {t('library.move.looking', { folder: here })}
      </p>
      <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-xl border border-line p-1">
        {browse !== null ? (
          <li>
            <button type="button" className={ROW} onClick={() => setBrowse(parent)}>
              <ChevronRightIcon width={18} height={18} className="rotate-180 text-ink-soft" />
              <span className="font-semibold text-brand-800">{t('library.move.up')}</span>
            </button>
          </li>
        ) : null}
        {folders.data?.items.map((folder) => (
          <li key={folder.id}>
            <button type="button" className={ROW} onClick={() => setBrowse(folder.id)}>
              <FolderIcon width={20} height={20} className="shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1 truncate text-ink">{folder.name}</span>
              <ChevronRightIcon width={18} height={18} className="text-ink-soft" />
            </button>
          </li>
        ))}
        {folders.data && folders.data.items.length === 0 ? (
          <li className="px-3 py-3 text-[15px] text-ink-muted">{t('library.move.noFolders')}</li>
        ) : null}
      </ul>
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose} disabled={update.isPending}>
          {t('library.cancel')}
        </Button>
        <Button
          width="auto"
          busy={update.isPending}
          disabled={browse === current || folders.isPending || folders.isPlaceholderData}
          onClick={move}
        >
          {t('library.move.here', { folder: here })}
        </Button>
      </DialogActions>
    </LibraryDialog>
  );
}
