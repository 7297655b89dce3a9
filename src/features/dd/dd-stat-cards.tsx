/**
 * The DD home's 'In This Month' cards for the district: on time, delayed and after deadline open
 * their status lists; not posted and the institution count are plain figures.
 */
import { Link } from '@tanstack/react-router';
import { abbreviateNumber } from '@common/uploads';
import { useT, type MessageId } from '@/i18n';
import { ErrorPanel } from '@/components/error-panel';
import type { DdHomeStats as DdStats } from '@common/contract/answers/stats';
import { useDdStats } from './api/get-dd-stats';

type Path = '/dd/on-time' | '/dd/delayed' | '/dd/after-deadline';
const CARDS: { field: keyof Omit<DdStats, 'month' | 'districts'>; label: MessageId; to?: Path; tone: string }[] = [
  { field: 'posted_on_time', label: 'tweets.stats.onTime', to: '/dd/on-time', tone: 'border-t-ok-600' },
  { field: 'posted_with_delay', label: 'tweets.stats.delayed', to: '/dd/delayed', tone: 'border-t-warn-600' },
  {
    field: 'post_not_considered',
    label: 'tweets.stats.afterDeadline',
    to: '/dd/after-deadline',
    tone: 'border-t-danger-600',
  },
  { field: 'tweets_not_posted', label: 'tweets.stats.notPosted', tone: 'border-t-ink-soft' },
  { field: 'institutions', label: 'dd.home.institutions', tone: 'border-t-brand-600' },
];
const BOX = 'flex min-h-28 flex-col rounded-card border border-t-4 border-line bg-white p-4 shadow-card';

export function DdStatCards() {
  const t = useT();
  const stats = useDdStats();
  if (stats.isError && !stats.data)
    return (
      <ErrorPanel
        title={t('tweets.stats.loadFailed')}
        reason={stats.error.message}
        onRetry={() => void stats.refetch()}
      />
    );
  return (
    <section aria-label={t('dd.home.monthTitle')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {CARDS.map((card) => {
        const count = stats.data?.[card.field];
        const body = (
          <>
            <span className="text-[30px] leading-none font-bold tracking-tight text-ink tabular-nums">
              {count === undefined ? (
                <span className="inline-block h-8 w-14 animate-pulse rounded-lg bg-brand-100/70" />
              ) : (
                abbreviateNumber(count)
              )}
            </span>
            <span className="mt-2 text-[15px] leading-snug font-semibold text-ink">{t(card.label)}</span>
            <span className="mt-auto pt-1 text-[13px] text-ink-muted">
              {card.field === 'institutions' ? t('dd.home.inDistrict') : t('tweets.stats.inThisMonth')}
            </span>
          </>
        );
        return card.to ? (
          <Link
            key={card.field}
            to={card.to}
            className={`${BOX} ${card.tone} hover:border-brand-300 hover:shadow-md focus-visible:outline-3 focus-visible:outline-brand-400`}
          >
            {body}
          </Link>
        ) : (
          <div key={card.field} className={`${BOX} ${card.tone}`}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
