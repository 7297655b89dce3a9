/**
 * A post's Image 1 to Image 4 with the photo viewer (components/photo-viewer.tsx): a photo opens large in
 * the viewer, on that photo, with next and previous through the post's photos that loaded (an
 * empty slot is skipped). Shared by the warden's and the DD's post details.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { PhotoViewer } from '@/components/photo-viewer';
import { IMAGE_SLOTS } from '@common/tweet-rules';
import type { Tweet } from '@common/contract/answers/tweets';
import { useTweetName } from '@/lib/tweet-name';
import { TweetPhotoCard } from './tweet-photo-card';

export function TweetPhotos({
  tweet,
}: {
  tweet: Pick<Tweet, 'images' | 'faces' | 'organization' | 'no_faces_confirmed'>;
}) {
  const t = useT();
  const name = useTweetName(tweet);
  const [open, setOpen] = useState<number | null>(null);
  const slots = IMAGE_SLOTS.map((slot, i) => ({ n: i + 1, media: tweet.images[slot] }));
  const present = slots.filter((s) => s.media?.image_url?.full.high_res);
  const photos = present.map((s, i) => ({
    src: s.media!.image_url!.full.high_res,
    alt: t('viewer.alt', { n: i + 1, count: present.length, name }),
  }));
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {slots.map((s) => (
          <TweetPhotoCard
            key={s.n}
            n={s.n}
            media={s.media}
            faces={tweet.faces.find((f) => f.slot === s.n)}
            noFacesConfirmed={s.n === 4 && tweet.no_faces_confirmed}
            onOpen={() => setOpen(Math.max(0, present.indexOf(s)))}
          />
        ))}
      </div>
      <PhotoViewer
        open={open !== null}
        start={open ?? 0}
        title={t('viewer.title', { name })}
        photos={photos}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
