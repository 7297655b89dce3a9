/**
 * A list row's photo as a button that opens the post's photos in the viewer
 * (components/photo-viewer.tsx), so a DD checks the meal without leaving the feed. A post without a
 * photo shows the quiet placeholder and no button.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { PhotoViewer } from '@/components/photo-viewer';
import type { Tweet } from '@common/contract/answers/tweets';
import { useTweetName } from '@/lib/tweet-name';
import { TweetThumb } from './tweet-thumb';

export function TweetThumbButton({
  tweet,
  size = 56,
}: {
  tweet: Pick<Tweet, 'image' | 'organization'>;
  size?: number;
}) {
  const t = useT();
  const name = useTweetName(tweet);
  const [open, setOpen] = useState(false);
  const sources = tweet.image.map((i) => i.image_url.full.high_res).filter(Boolean);
  if (sources.length === 0) return <TweetThumb tweet={tweet} size={size} />;
  return (
    <>
      <button
        type="button"
        className="shrink-0 rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        aria-label={t('viewer.openPhotos', { name })}
        onClick={() => setOpen(true)}
      >
        <TweetThumb tweet={tweet} size={size} />
      </button>
      <PhotoViewer
        open={open}
        title={t('viewer.title', { name })}
        photos={sources.map((src, i) => ({ src, alt: t('viewer.alt', { n: i + 1, count: sources.length, name }) }))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
