/**
 * One chosen file in the upload popup (docs/product.md, 'Screens and routes' and 'Media and uploads'): its preview or
 * kind, name, size, its own progress bar, Upload and Remove buttons, and what happened to it: refused for its type
 * ('File type not supported!') or size ('File size limit exceeded!' with '{type} should be below {max} MB.'),
 * uploading, uploaded, or failed with the server's message (kept until tried again).
 */
import { formatBytes } from '@common/uploads';
import { useT } from '@/i18n';
import { AlertIcon, CheckCircleIcon } from '@/components/icons';
import { MediaPreview, typeLabel } from './media-preview';
import { ProgressBar } from './progress-bar';
import { TrashIcon, UploadIcon } from './library-icons';
import type { UploadItem } from './upload-items';

export interface UploadRowProps {
  item: UploadItem;
  onUpload: () => void;
  onRemove: () => void;
}

const SMALL_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-3 text-[15px] font-semibold ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:cursor-not-allowed disabled:opacity-50';

export function UploadRow({ item, onUpload, onRemove }: UploadRowProps) {
  const t = useT();
  const errors: string[] = [];
  if (item.is_file_type_error) errors.push(t('uploadMsg.typeNotSupported'));
  if (item.is_file_size_error && item.document_type) {
    errors.push(t('uploadMsg.sizeExceeded'));
    errors.push(t('uploadMsg.belowMax', { type: typeLabel(t, item.document_type), max: item.max_size }));
  }
  if (item.error) errors.push(t.text(item.error));
  const tone = item.is_uploaded ? 'done' : item.error ? 'failed' : 'busy';

  return (
    <li
      className={`flex flex-col gap-2 rounded-xl border p-3 ${errors.length ? 'border-danger-600/40 bg-danger-50/40' : 'border-line bg-white'}`}
    >
      <div className="flex items-center gap-3">
        <MediaPreview
          media={{
            media_type: { name: item.document_type ?? 'document' },
            image_url: item.preview ? { full: { low_res: item.preview, high_res: item.preview } } : null,
          }}
          className="size-12 shrink-0 rounded-lg"
          iconSize={22}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink" title={item.name}>
            {item.name}
          </p>
          <p className="text-sm text-ink-muted">
            {formatBytes(item.size)}
            {item.document_type ? ` · ${typeLabel(t, item.document_type)}` : ''}
          </p>
        </div>
        {item.is_uploaded ? (
          <p className="flex items-center gap-1 text-sm font-semibold text-ok-600">
            <CheckCircleIcon width={18} height={18} />
            {t('library.upload.done')}
          </p>
        ) : (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              onClick={onUpload}
              disabled={!item.is_allowed || item.is_uploading}
              aria-label={t('library.upload.one', { name: item.name })}
              className={`${SMALL_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              <UploadIcon width={18} height={18} />
              <span className="hidden sm:inline">{t('library.upload.oneShort')}</span>
            </button>
            <button
              type="button"
              onClick={onRemove}
              disabled={item.is_uploading}
              aria-label={t('library.upload.remove', { name: item.name })}
              className={`${SMALL_BUTTON} border border-line text-danger-700 hover:bg-danger-50`}
            >
              <TrashIcon width={18} height={18} />
              <span className="hidden sm:inline">{t('library.upload.removeShort')}</span>
            </button>
          </div>
        )}
      </div>
      {item.is_allowed ? (
        <ProgressBar value={item.progress} tone={tone} label={t('library.upload.progress', { name: item.name })} />
      ) : null}
      {errors.length ? (
        <ul className="flex flex-col gap-0.5 text-sm font-medium text-danger-700">
          {errors.map((message) => (
            <li key={message} className="flex items-start gap-1.5">
              <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
