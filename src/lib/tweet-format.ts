/**
 * How a post's fields read on the warden's screens. Institution names are stored lower-cased, so
 * they are capitalised word by word (the contract's 'Entity name … capitalised'). Dates follow
 * the contract's 'MMMM Do YYYY, h:mm:ss A' in Asia/Kolkata through common/dates.ts; in Kannada the
 * long date, then ಬೆಳಗ್ಗೆ/ಸಂಜೆ before the clock (lib/format-time.ts). Status wording comes from
 * common/tweet-status.ts and is translated through the catalogue like any other contract text.
 * The faces a post's photos had blurred are worded here too, alike in the composer and the outbox.
 */
import { formatIst } from '@common/dates';
import { tweetStatusLabel, type StatusView } from '@common/tweet-status';
import type { Translate } from '@/i18n';
import { capitalizeWords } from '@/lib/names';
import { formatKannadaDateTime } from '@/lib/format-time';
import type { Tweet } from '@common/contract/answers/tweets';

/** The institution's English name, capitalised (docs/product.md, 'Screens and routes'). */
export function organizationName(tweet: Pick<Tweet, 'organization'>): string {
  return capitalizeWords(tweet.organization.name.en.trim());
}

/** 'November 20th 2026, 8:09:00 PM' or 'ನವೆಂಬರ್ 20, 2026, ಸಂಜೆ 8:09:00', always Asia/Kolkata. */
export function formatPostedOn(at: string, lang: string): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return '';
  return lang === 'kn' ? formatKannadaDateTime(time, true) : formatIst(time);
}

/**
 * The time a list shows as 'Posted On': when the warden pressed Submit, which is what the status
 * is judged from and what the list is sorted by; a post sent later from the outbox keeps it.
 */
export function postedAt(tweet: Pick<Tweet, 'captured_at' | 'createdAt'>): string {
  return tweet.captured_at || tweet.createdAt;
}

/** The status's one word on every screen (common/status-scale.ts), in the page's language. */
export function statusText(t: Translate, status: string | null | undefined, view: StatusView): string {
  return t.text(tweetStatusLabel(status, view));
}

/** 'No faces found', '1 face blurred' or 'N faces blurred' (the composer and the outbox). */
export const facesBlurredText = (t: Translate, count: number, removed = 0): string =>
  count === 0
    ? t(removed > 0 ? 'compose.faces.noneBlurred' : 'compose.faces.none')
    : count === 1
      ? t('compose.faces.one')
      : t('compose.faces.many', { count });
