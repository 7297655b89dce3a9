/**
 * The library's picker for other screens (the section editor's image fields): a popup that walks
 * the folders from the top and lists their files twelve a page (images only with accept='image'),
 * where one file is chosen and confirmed with 'Use this file'. It only reads the library; uploads
 * and changes stay on the library screen.
 */
import { useState } from 'react';
import type { Media } from '@common/contract/answers/media';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { Pagination } from '@/components/pagination';
import { useFolders, useMediaPage } from './library-api';
import { DialogActions, LibraryDialog } from './library-dialog';
import { FolderBar } from './folder-bar';
import { MediaGrid } from './media-grid';
import { mediaName } from './media-preview';

export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (media: Media) => void;
  /** 'image': only images are listed and can be chosen. */
  accept?: 'image';
}

export function MediaPicker({ open, onClose, onPick, accept }: MediaPickerProps) {
  const t = useT();
  const [folder, setFolder] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Media | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setChosen(null);
  }
  const folders = useFolders(folder, open);
  const list = useMediaPage({ page, folder, type: accept }, open);
  const name =
    folder === null ? t('library.folder.top') : (folders.data?.path[folders.data.path.length - 1]?.name ?? '');

  const openFolder = (id: number | null) => {
    setFolder(id);
    setPage(1);
  };

  return (
    <LibraryDialog
      open={open}
      size="full"
      title={accept === 'image' ? t('library.picker.titleImage') : t('library.picker.title')}
      description={t('library.picker.description')}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        {folders.isError ? (
          <ErrorPanel
            title={t('library.folder.loadFailed')}
            reason={folders.error.message}
            onRetry={() => openFolder(null)}
          />
        ) : (
          <FolderBar folder={folder} list={folders.data} onOpen={openFolder} />
        )}
        {list.isError && !list.data ? (
          <ErrorPanel
            title={t('library.loadFailed')}
            reason={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data && list.data.items.length === 0 ? (
          <EmptyState hint={t('library.picker.empty')} />
        ) : (
          <MediaGrid
            items={list.data?.items}
            view="grid"
            label={t('library.files', { folder: name })}
            stale={list.isPlaceholderData}
            selected={chosen?.id ?? 0}
            onOpen={setChosen}
          />
        )}
        <Pagination page={page} totalPages={list.data?.total_pages ?? 0} onPageChange={setPage} />
      </div>
      <DialogActions>
        <Button look="bordered" width="auto" onClick={onClose}>
          {t('library.cancel')}
        </Button>
        <Button width="auto" disabled={!chosen} onClick={() => chosen && onPick(chosen)}>
          {chosen ? t('library.picker.useNamed', { name: mediaName(chosen) }) : t('library.picker.use')}
        </Button>
      </DialogActions>
    </LibraryDialog>
  );
}
