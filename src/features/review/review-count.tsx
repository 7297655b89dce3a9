/**
 * The consoles' homes say how many flagged posts wait (docs/review.md, 'The queue'): 'N posts to
 * review' linking to the queue, from `GET tweets/review?size=1` and its total. Nothing waiting reads
 * as a quiet line; a failed read shows nothing (the queue's own page says why).
 */
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { AlertIcon, CheckCircleIcon } from '@/components/icons';
import { useReviewCount } from './api/review-api';

export function ReviewCount({ to }: { to: '/dd/review' | '/admin/review' }) {
  const t = useT();
  const count = useReviewCount();
  if (count.data === undefined) return null;
  const n = count.data;
  if (n === 0)
    return (
      <p className="flex items-center gap-2 rounded-card border border-line bg-white px-4 py-3 text-[15px] text-ink-muted">
        <CheckCircleIcon width={20} height={20} className="shrink-0 text-ok-600" aria-hidden="true" />
        {t('review.home.none')}
      </p>
    );
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-card border border-warn-600/40 border-l-4 border-l-warn-600 bg-warn-50 px-4 py-3 text-ink shadow-card hover:bg-warn-50/70 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <AlertIcon width={22} height={22} className="shrink-0 text-warn-600" aria-hidden="true" />
      <span className="text-[17px] font-bold tabular-nums">
        {n === 1 ? t('review.home.one') : t('review.home.count', { count: n })}
      </span>
      <span className="ml-auto text-[15px] font-semibold text-brand-800 underline underline-offset-4">
        {t('review.home.open')}
      </span>
    </Link>
  );
}
