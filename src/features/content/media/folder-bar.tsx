/**
 * Where one is in the library and where one can go: the breadcrumb from the top to the folder
 * viewed (GET media/folders?parent= answers the path), the folders inside it as buttons with what
 * they hold, and the folder actions (new folder here; rename or delete the folder viewed) where
 * the page offers them.
 */
import { useT } from '@/i18n';
import { PlusIcon } from '@/components/icons';
import { ChevronRightIcon } from '@/components/list-icons';
import type { FolderList } from './library-api';
import { FolderIcon, PencilIcon, TrashIcon } from './library-icons';

export interface FolderBarProps {
  folder: number | null;
  list: FolderList | undefined;
  onOpen: (folder: number | null) => void;
  /** The folder actions; without them (the picker) only browsing is offered. */
  onCreate?: () => void;
  onRename?: () => void;
  onDelete?: () => void;
}

const CRUMB =
  'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 underline-offset-4 hover:underline ' +
  'focus-visible:outline-3 focus-visible:outline-brand-400';
export const TOOL =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-line bg-white px-3 text-[15px] font-semibold text-brand-800 ' +
  'hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

export function FolderBar({ folder, list, onOpen, onCreate, onRename, onDelete }: FolderBarProps) {
  const t = useT();
  const path = list?.path ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t('library.folder.path')}>
          <ol className="flex flex-wrap items-center gap-0.5 text-[15px]">
            <li className="flex items-center">
              {folder === null ? (
                <span aria-current="page" className="px-2 font-bold text-ink">
                  {t('library.folder.top')}
                </span>
              ) : (
                <button type="button" className={CRUMB} onClick={() => onOpen(null)}>
                  {t('library.folder.top')}
                </button>
              )}
            </li>
            {path.map((step) => (
              <li key={step.id} className="flex items-center">
                <ChevronRightIcon width={16} height={16} className="text-ink-soft" aria-hidden="true" />
                {step.id === folder ? (
                  <span aria-current="page" className="px-2 font-bold break-all text-ink">
                    {step.name}
                  </span>
                ) : (
                  <button type="button" className={CRUMB} onClick={() => onOpen(step.id)}>
                    {step.name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {onCreate ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={TOOL} onClick={onCreate}>
              <PlusIcon width={18} height={18} />
              {t('library.folder.new')}
            </button>
            {folder !== null && onRename && onDelete ? (
              <>
                <button type="button" className={TOOL} onClick={onRename}>
                  <PencilIcon width={18} height={18} />
                  {t('library.folder.rename')}
                </button>
                <button type="button" className={`${TOOL} text-danger-700`} onClick={onDelete}>
                  <TrashIcon width={18} height={18} />
                  {t('library.folder.delete')}
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      {list && list.items.length > 0 ? (
        <ul
          aria-label={t('library.folder.inside')}
          className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 lg:grid-cols-4"
        >
          {list.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item.id)}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 text-left hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
              >
                <FolderIcon width={24} height={24} className="shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{item.name}</span>
                  <span className="block text-sm text-ink-muted">
                    {t('library.folder.holds', { files: item.files, folders: item.folders })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
