/**
 * A library file's details: the file itself, its kind, size, dimensions and upload date, its alt
 * text in English and Kannada, where the website uses it, and what can be done with it: crop (a
 * new file), replace (same id), move to another folder, delete. A creator changes only their own
 * files (the server decides; the buttons say so up front); the rest of the staff change any.
 */
import { useState } from 'react';
import type { Media } from '@common/contract/answers/media';
import { formatBytes } from '@common/uploads';
import { scopeOf } from '@common/access';
import { useT } from '@/i18n';
import { formatAdminDate } from '@/lib/format-time';
import { useSession } from '@/session/use-session';
import { useMediaFile } from './library-api';
import { LibraryDialog } from './library-dialog';
import { AltTextForm } from './alt-text-form';
import { CropImageDialog } from './crop-image-dialog';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MoveDialog } from './move-dialog';
import { ReplaceFile } from './replace-file';
import { UsagePanel } from './usage-panel';
import { TOOL } from './folder-bar';
import { CropIcon } from '@/components/icons';
import { FolderIcon, TrashIcon } from './library-icons';
import { MediaPreview, altText, mediaName, typeLabel } from './media-preview';

export interface MediaDetailsDialogProps {
  /** The file opened from the list (null: closed); its fresh copy is read by id. */
  media: Media | null;
  onClose: () => void;
}

type Open = 'crop' | 'move' | 'delete' | null;

export function MediaDetailsDialog({ media: opened, onClose }: MediaDetailsDialogProps) {
  const fresh = useMediaFile(opened?.id ?? null);
  const media = fresh.data && fresh.data.id === opened?.id ? fresh.data : opened;
  const [inner, setInner] = useState<Open>(null);
  const [shown, setShown] = useState(opened?.id);
  if (shown !== opened?.id) {
    setShown(opened?.id);
    setInner(null);
  }
  const name = media ? mediaName(media) : '';
  const close = () => setInner(null);
  // The inner popups are siblings of the details, not children: React would pass their Escape and
  // close events up its tree to the details' own dialog.
  return (
    <>
      <LibraryDialog open={media !== null} size="full" title={name} onClose={onClose}>
        {media ? <DetailsBody media={media} onOpen={setInner} /> : null}
      </LibraryDialog>
      {media?.media_type.name === 'image' ? (
        <CropImageDialog open={inner === 'crop'} media={media} onClose={close} onSaved={close} />
      ) : null}
      {media ? (
        <>
          <MoveDialog open={inner === 'move'} mediaId={media.id} current={media.belongs_to_folder} onClose={close} />
          <DeleteMediaDialog
            open={inner === 'delete'}
            mediaId={media.id}
            name={name}
            onClose={close}
            onDeleted={() => {
              close();
              onClose();
            }}
          />
        </>
      ) : null}
    </>
  );
}

function DetailsBody({ media, onOpen }: { media: Media; onOpen: (inner: Open) => void }) {
  const t = useT();
  const user = useSession();
  const name = mediaName(media);
  const image = media.media_type.name === 'image';
  // The access table's reach (the server holds to it too): the whole library, or one's own files.
  const reach = scopeOf(user.role, 'media.manage');
  const mayChange = reach === 'state' || (reach === 'own' && media.created_by === Number(user.id));
  const facts: [string, string][] = [
    [t('library.details.type'), typeLabel(t, media.media_type.name)],
    [t('library.details.size'), formatBytes(media.size.current)],
    ...(media.width && media.height
      ? [[t('library.details.dimensions'), `${media.width} × ${media.height} px`] as [string, string]]
      : []),
    [t('library.details.uploaded'), formatAdminDate(Date.parse(media.createdAt), t.lang)],
  ];

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <MediaPreview
          media={media}
          resolution="high"
          alt={altText(media, t.lang) || name}
          className="max-h-[50dvh] min-h-40 w-full rounded-xl border border-line"
          iconSize={56}
        />
        <a
          href={media.file_url.full.high_res}
          target="_blank"
          rel="noreferrer"
          className="self-start font-semibold text-brand-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-brand-400"
        >
          {t('library.details.open')}
        </a>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {image ? (
            <button type="button" className={TOOL} onClick={() => onOpen('crop')}>
              <CropIcon width={18} height={18} />
              {t('library.details.crop')}
            </button>
          ) : null}
          {mayChange ? (
            <>
              <button type="button" className={TOOL} onClick={() => onOpen('move')}>
                <FolderIcon width={18} height={18} />
                {t('library.details.move')}
              </button>
              <button type="button" className={`${TOOL} text-danger-700`} onClick={() => onOpen('delete')}>
                <TrashIcon width={18} height={18} />
                {t('library.details.delete')}
              </button>
            </>
          ) : null}
        </div>
        {mayChange ? (
          <ReplaceFile media={media} />
        ) : (
          <p className="text-sm text-ink-muted">{t('library.details.notYours')}</p>
        )}
      </div>
      <div className="flex flex-col gap-6">
        {image ? <AltTextForm media={media} readOnly={!mayChange} /> : null}
        <UsagePanel mediaId={media.id} />
      </div>
    </div>
  );
}
