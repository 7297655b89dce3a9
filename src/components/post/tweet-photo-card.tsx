/**
 * One of the four photo slots on 'Tweets Details' (docs/product.md, 'Screens and routes'): 'Image 1' to 'Image 4'
 * with the high_res preview (tap to open it in the photo viewer, TweetPhotos), the file name, its extension and a
 * readable size (common/uploads.ts formatBytes), and how many faces were blurred on the phone (docs/spec-notes.md,
 * 'Blurring faces on the phone'), how many of the phone's boxes the warden removed, and for photo 4 that the warden
 * confirmed no child's face can be seen (docs/spec-notes.md 'Removing a box the phone found'). An empty slot (only
 * the first photo is required) says so.
 */
import { useState } from 'react';
import { formatBytes } from '@common/uploads';
import { useT } from '@/i18n';
import { PhotoIcon } from '@/components/list-icons';
import type { PostImage as TweetMedia } from '@common/contract/answers/media';
import type { PhotoFaces } from '@common/contract/answers/tweets';

export interface TweetPhotoCardProps {
  n: number;
  media: TweetMedia | null;
  faces?: PhotoFaces | undefined;
  /** Photo 4 of a post whose warden confirmed no child's face can be seen in it. */
  noFacesConfirmed?: boolean;
  /** Opens this photo in the viewer. */
  onOpen: () => void;
}

export function TweetPhotoCard({ n, media, faces, noFacesConfirmed = false, onOpen }: TweetPhotoCardProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const label = t('tweets.details.image', { n });
  const src = media?.image_url?.full.high_res;

  return (
    <figure
      aria-label={label}
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <figcaption className="flex items-center justify-between gap-2 px-3 pt-2.5 pb-2">
        <span className="text-[15px] font-semibold text-ink">{label}</span>
      </figcaption>
      {src && !failed ? (
        <button
          type="button"
          onClick={onOpen}
          className="block cursor-zoom-in bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-400"
          aria-label={t('viewer.openImage', { n })}
        >
          <img
            src={src}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
            onError={() => setFailed(true)}
          />
        </button>
      ) : (
        <div className="grid aspect-[4/3] place-items-center bg-page text-ink-soft">
          <span className="flex flex-col items-center gap-1.5 text-sm">
            <PhotoIcon width={28} height={28} />
            {media ? t('tweets.details.imageFailed') : t('tweets.details.noImage')}
          </span>
        </div>
      )}
      {media ? (
        <dl className="grid gap-1 px-3 py-2.5 text-[13px] leading-snug">
          <div className="min-w-0">
            <dt className="sr-only">{t('tweets.details.fileName')}</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-ink">{media.name.original}</dd>
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
            <dt className="sr-only">{t('tweets.details.extension')}</dt>
            <dd className="rounded-md bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-800 uppercase">
              {media.extension.current}
            </dd>
            <dt className="sr-only">{t('tweets.details.size')}</dt>
            <dd className="tabular-nums">{formatBytes(media.size.current)}</dd>
          </div>
          {faces ? (
            <div className="text-ink-muted">
              <dt className="sr-only">{t('compose.faces.title')}</dt>
              <dd>
                {faces.no_people
                  ? t('faces.noPeople')
                  : t('faces.details', { found: faces.detected, hand: faces.hand })}
              </dd>
              {faces.removed > 0 ? (
                <dd className="font-medium text-warn-600" data-removed={faces.removed}>
                  {t('faces.removed', { removed: faces.removed })}
                </dd>
              ) : null}
              {noFacesConfirmed ? <dd className="font-medium text-ink">{t('faces.noFacesConfirmed')}</dd> : null}
            </div>
          ) : null}
        </dl>
      ) : null}
    </figure>
  );
}
