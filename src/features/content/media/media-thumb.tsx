/**
 * A library file shown by its id (GET media/auth/file/{id}, read from data.data): the image's
 * small rendition, or its kind, with its name, for screens that store only the id (a section's
 * image field). A file that is gone says so with the server's message, in the language shown.
 */
import { useT } from '@/i18n';
import { AlertIcon } from '@/components/icons';
import { useMediaFile } from './library-api';
import { MediaPreview, altText, mediaName } from './media-preview';

export interface MediaThumbProps {
  mediaId: number;
  className?: string;
}

export function MediaThumb({ mediaId, className = '' }: MediaThumbProps) {
  const t = useT();
  const file = useMediaFile(mediaId);
  const frame = `flex min-h-16 max-w-xs items-center gap-3 rounded-xl border border-line bg-white p-2 ${className}`;

  if (file.isPending) {
    return (
      <div className={frame} aria-busy="true">
        <span className="size-14 shrink-0 animate-pulse rounded-lg bg-brand-50" />
        <span className="text-sm text-ink-muted">{t('common.loading')}</span>
      </div>
    );
  }
  if (file.isError) {
    return (
      <div className={`${frame} text-danger-700`} role="alert">
        <AlertIcon width={20} height={20} className="shrink-0" />
        <span className="text-sm font-medium">{t.text(file.error.message)}</span>
      </div>
    );
  }
  const media = file.data;
  const name = mediaName(media);
  return (
    <figure className={frame}>
      <MediaPreview
        media={media}
        alt={altText(media, t.lang) || name}
        className="size-14 shrink-0 rounded-lg"
        iconSize={24}
      />
      <figcaption className="min-w-0 truncate text-[15px] font-semibold text-ink" title={name}>
        {name}
      </figcaption>
    </figure>
  );
}
