/**
 * A flagged post's own photos as small thumbnails on its review card: the list rendition
 * (image.low_res), lazy, with an explicit size so the grid does not jump while they arrive; a
 * press opens the post's photos large in the photo viewer (components/photo-viewer.tsx).
 */
import { IMAGE_SLOTS } from '@common/tweet-rules';
import { useT } from '@/i18n';
import type { ReviewItem } from './api/review-api';

const SIZE = 72;

/** Photo `slot` (1 to 4) of the post: its small and large renditions, if it has one. */
export function photoOf(item: Pick<ReviewItem, 'images'>, slot: number) {
  const key = IMAGE_SLOTS[slot - 1];
  const urls = key ? item.images[key]?.image_url?.full : undefined;
  return urls ? { slot, low_res: urls.low_res, high_res: urls.high_res } : undefined;
}

export function postPhotos(item: Pick<ReviewItem, 'images'>) {
  return [1, 2, 3, 4].flatMap((slot) => photoOf(item, slot) ?? []);
}

export function ReviewThumbs({ item, onOpen }: { item: ReviewItem; onOpen: (index: number) => void }) {
  const t = useT();
  const photos = postPhotos(item);
  return (
    <ul aria-label={t('review.photos')} className="flex flex-wrap gap-2">
      {photos.map((photo, i) => (
        <li key={photo.slot}>
          <button
            type="button"
            onClick={() => onOpen(i)}
            aria-label={t('review.openPhoto', {
              n: photo.slot,
              slot: t(`compose.slot.${photo.slot as 1 | 2 | 3 | 4}`),
            })}
            className="block overflow-hidden rounded-lg ring-1 ring-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            <img
              src={photo.low_res}
              alt=""
              width={SIZE}
              height={SIZE}
              loading="lazy"
              decoding="async"
              className="block bg-brand-50 object-cover"
              style={{ width: SIZE, height: SIZE }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
