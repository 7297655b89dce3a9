/**
 * How a library file looks in lists, the picker and the details: an image's small rendition
 * (image_url.full.low_res, made after upload; the full file until then), or a tile with its kind's
 * icon for audio, video and documents; plus the readable kind label ('Image') and a file's name
 * as uploaded. One place so the grid, the rows, the picker and MediaThumb agree.
 */
import type { ReactNode } from 'react';
import type { Media } from '@common/contract/answers/media';
import type { MediaType } from '@common/uploads';
import type { Translate } from '@/i18n';
import { ImageIcon } from '@/components/icons';
import { AudioIcon, DocumentIcon, VideoIcon } from './library-icons';

const KIND_ICON: Record<MediaType, (props: { width: number; height: number }) => ReactNode> = {
  image: ImageIcon,
  audio: AudioIcon,
  video: VideoIcon,
  document: DocumentIcon,
};

export function typeLabel(t: Translate, type: MediaType): string {
  return t(`library.type.${type}`);
}

/** The name a person recognises: the one it was uploaded with. */
export function mediaName(media: Pick<Media, 'name' | 'extension'>): string {
  const original = media.name.original || media.name.current;
  const ext = media.extension.original || media.extension.current;
  return ext && !original.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${original}.${ext}` : original;
}

/** The alt text in the language shown, falling back to the other one. */
export function altText(media: Pick<Media, 'alt'>, lang: 'en' | 'kn'): string {
  return (lang === 'kn' ? media.alt.kn || media.alt.en : media.alt.en || media.alt.kn).trim();
}

export interface MediaPreviewProps {
  media: Pick<Media, 'media_type' | 'image_url'> & Partial<Pick<Media, 'version'>>;
  /** Empty for a thumbnail inside a named button (decorative). */
  alt?: string;
  /** 'low' for lists, 'high' for the details. */
  resolution?: 'low' | 'high';
  className?: string;
  iconSize?: number;
}

export function MediaPreview({
  media,
  alt = '',
  resolution = 'low',
  className = '',
  iconSize = 32,
}: MediaPreviewProps) {
  const urls = media.image_url?.full;
  if (media.media_type.name === 'image' && urls) {
    return (
      <img
        src={resolution === 'low' ? urls.low_res : urls.high_res}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`bg-[repeating-conic-gradient(#eef3f1_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain ${className}`}
      />
    );
  }
  const KindIcon = KIND_ICON[media.media_type.name];
  return (
    <span
      className={`grid place-items-center bg-brand-50 text-brand-700 ${className}`}
      aria-hidden={alt ? undefined : true}
    >
      <KindIcon width={iconSize} height={iconSize} />
      {alt ? <span className="sr-only">{alt}</span> : null}
    </span>
  );
}
