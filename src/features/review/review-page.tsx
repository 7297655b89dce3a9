/**
 * `/dd/review` and `/admin/review` (docs/review.md, 'The queue'): flagged posts waiting for a
 * decision, oldest first, as a grid of cards (a DD's districts; the state for admins, as the
 * server answers). Twelve at a time, 'Load more' for the next; a decided post leaves the grid and
 * a toast confirms; nothing waiting shows 'Nothing to review'.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { CheckCircleIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';
import { loadedItems, useReviewQueue } from './api/review-api';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';
import { ReviewCard } from './review-card';

function CardSkeleton() {
  return <div className="h-72 animate-pulse rounded-card border border-line bg-white/70" aria-hidden="true" />;
}

export function ReviewPage({ console: where }: { console: 'dd' | 'admin' }) {
  const t = useT();
  const queue = useReviewQueue();
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const items = loadedItems(queue.data);
  const total = queue.data?.pages.at(-1)?.total_items ?? 0;

  return (
    <section className="flex flex-col gap-5">
      <PageHeading title={t('review.title')} description={t('review.description')} />
      {queue.isError && !queue.data ? (
        <ErrorPanel
          title={t('review.loadFailed')}
          reason={t.text(queue.error.message)}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : !queue.data ? (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label={t('common.loading')}>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title={t('review.empty')}
          hint={t('review.emptyHint')}
          icon={<CheckCircleIcon width={28} height={28} />}
        />
      ) : (
        <>
          <p className="text-[15px] text-ink-muted" aria-live="polite">
            {t('review.count', { shown: items.length, total: Math.max(total, items.length) })}
          </p>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {items.map((item) => (
              <ReviewCard
                key={item.id}
                item={item}
                linkDetails={where === 'dd'}
                onDecide={(chosen, decision) => setTarget({ item: chosen, decision })}
              />
            ))}
          </div>
          {queue.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                look="bordered"
                width="auto"
                busy={queue.isFetchingNextPage}
                onClick={() => void queue.fetchNextPage()}
              >
                {t('review.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <DecisionDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
