/**
 * A supervisor's decision on a post, where the post is shown (docs/spec-notes.md, 'A supervisor's decision on the
 * post'): on the details, a notice (rejected: the reason, the date and that the post counts as Not Posted; accepted:
 * said so, with the reason; waiting: a calm note, no blame); in the warden's lists, a small badge beside the status.
 * The supervisors' view also names who decided. A rejected post's status badge reads Not Posted
 * (shownStatus, common/tweet-status.ts).
 */
import type { Tweet } from '@common/contract/answers/tweets';
import type { ReviewState } from '@common/review-rules';
import { useT, type MessageId } from '@/i18n';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '@/components/icons';
import { formatPostedOn } from '@/lib/tweet-format';

const NOTE_LOOK: Record<ReviewState, string> = {
  REJECTED: 'bg-danger-50 text-ink ring-danger-600/25',
  ACCEPTED: 'bg-ok-50 text-ink ring-ok-600/25',
  PENDING: 'bg-page text-ink ring-line',
};

/** The decision on the post's details; nothing for a post no check flagged. `supervisor`: also who decided. */
export function PostReviewNote({ review, supervisor = false }: { review: Tweet['review']; supervisor?: boolean }) {
  const t = useT();
  if (!review) return null;
  const { state, reason, decided_at: at, reviewer } = review;
  const date = at ? formatPostedOn(at, t.lang) : '';
  const title =
    state === 'REJECTED'
      ? t('postReview.rejected', { reason: reason ?? '' })
      : state === 'ACCEPTED'
        ? reason
          ? t('postReview.acceptedReason', { reason })
          : t('postReview.accepted')
        : t('postReview.pending');
  const when =
    state === 'PENDING' || !at
      ? null
      : supervisor && reviewer
        ? t('postReview.decidedBy', { name: reviewer, date })
        : t('postReview.decidedOn', { date });
  const Icon = state === 'REJECTED' ? AlertIcon : state === 'ACCEPTED' ? CheckCircleIcon : InfoIcon;
  const iconTone = state === 'REJECTED' ? 'text-danger-700' : state === 'ACCEPTED' ? 'text-ok-600' : 'text-ink-muted';
  return (
    <div
      role="note"
      data-review={state}
      className={`flex gap-3 rounded-2xl px-4 py-3 text-[15px] leading-relaxed ring-1 ring-inset ${NOTE_LOOK[state]}`}
    >
      <Icon className={`mt-0.5 shrink-0 ${iconTone}`} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className={`break-words whitespace-pre-line ${state === 'PENDING' ? '' : 'font-semibold'}`}>{title}</p>
        {state === 'REJECTED' ? <p>{t('postReview.rejectedCounts')}</p> : null}
        {when ? <p className="text-sm text-ink-muted">{when}</p> : null}
      </div>
    </div>
  );
}

const BADGE: Record<ReviewState, { text: MessageId; look: string }> = {
  REJECTED: { text: 'postReview.badge.REJECTED', look: 'bg-danger-50 text-danger-700 ring-danger-600/25' },
  ACCEPTED: { text: 'postReview.badge.ACCEPTED', look: 'bg-ok-50 text-ok-600 ring-ok-600/25' },
  PENDING: { text: 'postReview.badge.PENDING', look: 'bg-page text-ink-muted ring-line' },
};

/** The decision as a small pill for a list row; nothing for a post no check flagged. */
export function PostReviewBadge({ review }: { review: Tweet['review'] | undefined }) {
  const t = useT();
  if (!review) return null;
  const { text, look } = BADGE[review.state];
  return (
    <span
      data-review={review.state}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-[13px] font-semibold ring-1 ring-inset ${look}`}
    >
      {t(text)}
    </span>
  );
}
