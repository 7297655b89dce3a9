/**
 * How a post's status reads on screen: one word per status on every screen
 * (common/status-scale.ts; docs/spec-notes.md, 'Holidays on screen, one vocabulary and one colour
 * scale'). The contract's 'Not Considered' of the home and list views became 'After Deadline'
 * everywhere, so the `view` argument no longer changes the word; it is kept so callers still say
 * where the badge is.
 */
import { STATUS_LABELS, statusOfPost } from './status-scale.ts';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'holiday';
export type StatusView = 'home' | 'warden';

export function tweetStatusLabel(status: string | null | undefined, _view?: StatusView): string {
  return STATUS_LABELS.en[statusOfPost(status)];
}

const TONES = {
  onTime: 'success',
  delayed: 'warning',
  afterDeadline: 'danger',
  notPosted: 'neutral',
  holiday: 'holiday',
} as const;

export function tweetStatusTone(status: string | null | undefined): StatusTone {
  return TONES[statusOfPost(status)];
}

/**
 * What a post's badge shows: Holiday when its day was declared a holiday after it was posted (the meal
 * counts as one whatever the post); Not Posted when a supervisor rejected it after review (docs/review.md;
 * any status the scale does not name reads so); else its status. `review` is missing on a post cached on
 * the phone before reviews existed.
 */
export const shownStatus = (post: {
  tweet_status: string;
  on_holiday: boolean;
  review?: { state: string } | null;
}): string => (post.on_holiday ? 'HOLIDAY' : post.review?.state === 'REJECTED' ? 'NOT_POSTED' : post.tweet_status);
