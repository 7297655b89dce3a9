/**
 * The four 'In This Month' cards of the warden home: 'Posted On Time', 'Post Delayed' and 'Posted
 * After Deadline' open their status lists, and 'Not Posted' opens the meals behind its count
 * (docs/spec-notes.md, 'The warden's day').
 * Two columns on a phone, four on a wide screen; counts abbreviate (k, M, G) at state scale.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { abbreviateNumber } from '@common/uploads';
import { useT, type MessageId } from '@/i18n';
import { ErrorPanel } from '@/components/error-panel';
import { BanIcon, CalendarCheckIcon, ChevronRightIcon, HourglassIcon, TimerIcon } from '@/components/list-icons';
import { useWardenStats } from '../api/get-warden-stats';
import type { MonthCounts as WardenStats } from '@common/contract/shared';

type StatusListPath =
  | '/dashboard/posted-on-time'
  | '/dashboard/posted-delayed'
  | '/dashboard/posted-after-deadline'
  | '/dashboard/not-posted';

interface Card {
  field: keyof WardenStats;
  label: MessageId;
  to: StatusListPath | null;
  chip: string;
  Icon: typeof BanIcon;
}

const CARDS: Card[] = [
  {
    field: 'posted_on_time',
    label: 'tweets.stats.onTime',
    to: '/dashboard/posted-on-time',
    chip: 'bg-ok-50 text-ok-600',
    Icon: CalendarCheckIcon,
  },
  {
    field: 'posted_with_delay',
    label: 'tweets.stats.delayed',
    to: '/dashboard/posted-delayed',
    chip: 'bg-warn-50 text-warn-600',
    Icon: HourglassIcon,
  },
  {
    field: 'post_not_considered',
    label: 'tweets.stats.afterDeadline',
    to: '/dashboard/posted-after-deadline',
    chip: 'bg-danger-50 text-danger-700',
    Icon: BanIcon,
  },
  {
    field: 'tweets_not_posted',
    label: 'tweets.stats.notPosted',
    to: '/dashboard/not-posted',
    chip: 'bg-page text-ink-muted',
    Icon: TimerIcon,
  },
];

const BOX = 'relative flex min-h-36 flex-col rounded-card border border-line bg-white p-4 shadow-card sm:p-5';

function CardBody({ card, count }: { card: Card; count: number | undefined }) {
  const t = useT();
  const { Icon } = card;
  return (
    <>
      <div className="flex items-start justify-between">
        <span className={`grid size-10 place-items-center rounded-xl ${card.chip}`}>
          <Icon width={22} height={22} />
        </span>
        {card.to ? <ChevronRightIcon className="text-brand-600" /> : null}
      </div>
      <p
        className="mt-3 text-[32px] leading-none font-bold tracking-tight text-ink tabular-nums"
        title={count === undefined ? undefined : String(count)}
      >
        {count === undefined ? (
          <span
            className="inline-block h-8 w-14 animate-pulse rounded-lg bg-brand-100/70 align-middle"
            aria-label={t('common.loading')}
          />
        ) : (
          abbreviateNumber(count)
        )}
      </p>
      <p className="mt-2 text-[15px] leading-snug font-semibold text-ink">{t(card.label)}</p>
      <p className="mt-auto pt-1 text-[13px] text-ink-muted">{t('tweets.stats.inThisMonth')}</p>
    </>
  );
}

export function StatCards() {
  const t = useT();
  const stats = useWardenStats();

  let content: ReactNode;
  if (stats.isError && !stats.data) {
    content = (
      <ErrorPanel
        className="col-span-full"
        title={t('tweets.stats.loadFailed')}
        reason={stats.error.message}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  } else {
    content = CARDS.map((card) => {
      const count = stats.data?.[card.field];
      return card.to ? (
        <Link
          key={card.field}
          to={card.to}
          className={`${BOX} transition hover:border-brand-300 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400`}
        >
          <CardBody card={card} count={count} />
        </Link>
      ) : (
        <div key={card.field} className={BOX}>
          <CardBody card={card} count={count} />
        </div>
      );
    });
  }

  return (
    <section
      aria-label={t('tweets.stats.title')}
      aria-busy={stats.isPending || undefined}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {content}
    </section>
  );
}
