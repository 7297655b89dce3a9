/**
 * A small photo of a post for the lists: the first image's `low_res` rendition (docs/product.md, 'Media and uploads'),
 * lazy-loaded with a fixed box so rows do not jump while photos arrive over a slow connection.
 * A missing or broken photo shows a quiet placeholder instead of the browser's broken-image icon.
 */
import { useState } from 'react';
import { PhotoIcon } from '@/components/list-icons';
import type { Tweet } from '@common/contract/answers/tweets';

export function TweetThumb({ tweet, size = 56 }: { tweet: Pick<Tweet, 'image'>; size?: number }) {
  const src = tweet.image[0]?.image_url.full.low_res;
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };

  if (!src || failed) {
    return (
      <span
        className="grid shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-400"
        style={box}
        aria-hidden="true"
      >
        <PhotoIcon width={22} height={22} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-xl bg-brand-50 object-cover ring-1 ring-line"
      style={box}
      onError={() => setFailed(true)}
    />
  );
}
