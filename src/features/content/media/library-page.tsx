/**
 * `/content/media`, the media library (docs/spec-notes.md, 'The website's content and its review'): the folder viewed
 * with its breadcrumb and sub-folders, the filters, its files twelve a page (the contract's pager, docs/product.md,
 * 'Limits') in a grid or in rows, and the popups: upload into this folder, new folder, rename or delete this folder,
 * and a file's details. The folder, filters, page and view live in the URL (library-search.ts).
 */
import { useState } from 'react';
import type { Media } from '@common/contract/answers/media';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { Pagination } from '@/components/pagination';
import { useFolders, useMediaPage } from './library-api';
import { listParams, type LibrarySearch } from './library-search';
import { LibraryFilters } from './library-filters';
import { FolderBar } from './folder-bar';
import { FolderDialog, type FolderDialogProps } from './folder-dialog';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { MediaGrid } from './media-grid';
import { MediaDetailsDialog } from './media-details-dialog';
import { UploadDialog } from './upload-dialog';
import { UploadIcon } from './library-icons';

export interface LibraryPageProps {
  search: LibrarySearch;
  onSearch: (next: Partial<LibrarySearch>) => void;
}

export function LibraryPage({ search, onSearch }: LibraryPageProps) {
  const t = useT();
  const user = useSession();
  const folder = search.folder ?? null;
  const folders = useFolders(folder);
  const list = useMediaPage(listParams(search, user.id));
  const [uploading, setUploading] = useState(false);
  const [folderMode, setFolderMode] = useState<FolderDialogProps['mode']>(null);
  const [deletingFolder, setDeletingFolder] = useState<{ id: number; name: string } | null>(null);
  const [opened, setOpened] = useState<Media | null>(null);

  const path = folders.data?.path ?? [];
  const here = path[path.length - 1];
  const folderName = folder === null ? t('library.folder.top') : (here?.name ?? '');
  const openFolder = (id: number | null) => onSearch({ folder: id ?? undefined, page: undefined, search: undefined });
  const filtered = Boolean(search.type || search.by || search.unused || search.search);

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('library.title')}</h1>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('library.description')}</p>
        </div>
        <Button width="auto" onClick={() => setUploading(true)} disabled={folders.isError}>
          <UploadIcon width={20} height={20} />
          {t('library.upload.open')}
        </Button>
      </div>

      {folders.isError ? (
        <ErrorPanel
          title={t('library.folder.loadFailed')}
          reason={folders.error.message}
          onRetry={() => openFolder(null)}
        />
      ) : (
        <FolderBar
          folder={folder}
          list={folders.data}
          onOpen={openFolder}
          onCreate={() => setFolderMode({ kind: 'create', parent: folder })}
          onRename={() => here && setFolderMode({ kind: 'rename', id: here.id, name: here.name })}
          onDelete={() => here && setDeletingFolder(here)}
        />
      )}

      <LibraryFilters search={search} onSearch={onSearch} />

      {list.isError && !list.data ? (
        <ErrorPanel
          title={t('library.loadFailed')}
          reason={list.error.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState hint={filtered ? t('library.emptyFiltered') : t('library.emptyFolder')} />
      ) : (
        <>
          <p className="text-[15px] text-ink-muted" aria-live="polite">
            {list.data
              ? t(search.search ? 'library.countEverywhere' : 'library.count', { count: list.data.total_items })
              : '\u00a0'}
          </p>
          <MediaGrid
            items={list.data?.items}
            view={search.view === 'list' ? 'list' : 'grid'}
            label={t('library.files', { folder: folderName })}
            stale={list.isPlaceholderData}
            onOpen={setOpened}
          />
          <Pagination
            page={search.page ?? 1}
            totalPages={list.data?.total_pages ?? 0}
            onPageChange={(next) => onSearch({ page: next > 1 ? next : undefined })}
          />
        </>
      )}

      <UploadDialog open={uploading} folder={folder} folderName={folderName} onClose={() => setUploading(false)} />
      <FolderDialog mode={folderMode} onClose={() => setFolderMode(null)} onSaved={() => setFolderMode(null)} />
      <DeleteFolderDialog
        folder={deletingFolder}
        onClose={() => setDeletingFolder(null)}
        onDeleted={() => {
          setDeletingFolder(null);
          openFolder(path.length > 1 ? (path[path.length - 2]?.id ?? null) : null);
        }}
      />
      <MediaDetailsDialog media={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
