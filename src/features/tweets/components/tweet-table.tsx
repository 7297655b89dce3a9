/**
 * One page of the warden's posts with everything around it: skeleton rows on the first load, an
 * error panel with retry, the 'no data found!' panel, the table, and the pager when there is more
 * than one page. A page number past the end (an old link, posts since removed) moves to the last
 * page instead of showing an empty list. After a page change the list's top is brought into view.
 * Offline, the fetch waits (TanStack Query pauses it) and a note says it will load by itself.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/i18n';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { OfflineNote } from '@/components/offline-note';
import { Pagination } from '@/components/pagination';
import { useWardenTweets } from '../api/get-warden-tweets';
import { TWEETS_PAGE_SIZE } from '../api/get-warden-tweets';
import type { TweetStatusFilter } from '@/lib/warden-query-keys';
import type { Tweet } from '@common/contract/answers/tweets';

export interface TweetTableProps {
  caption: string;
  columns: Column<Tweet>[];
  status: TweetStatusFilter;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  emptyHint?: string;
  /** Shown under the list (e.g. 'see all recent Tweets'), also when it is empty. */
  footer?: ReactNode;
}

export function TweetTable({ caption, columns, status, page, onPageChange, emptyHint, footer }: TweetTableProps) {
  const t = useT();
  const query = useWardenTweets({ page, status });
  const top = useRef<HTMLDivElement>(null);
  const data = query.data;
  const totalPages = data?.total_pages ?? 0;

  useEffect(() => {
    if (!query.isPlaceholderData && totalPages > 0 && page > totalPages) onPageChange(totalPages, { replace: true });
  }, [query.isPlaceholderData, totalPages, page, onPageChange]);

  const changePage = (next: number) => {
    onPageChange(next);
    const box = top.current;
    if (box && box.getBoundingClientRect().top < 64) box.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <ErrorPanel
        title={t('tweets.loadFailed')}
        reason={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data && query.isPending) {
    body = <DataTable caption={caption} columns={columns} rows={undefined} rowKey={(tweet) => tweet.id} loading />;
  } else if (!data || data.items.length === 0) {
    body = <EmptyState hint={emptyHint} />;
  } else {
    body = (
      <DataTable
        caption={caption}
        columns={columns}
        rows={data.items}
        rowKey={(tweet) => tweet.id}
        stale={query.isPlaceholderData}
      />
    );
  }

  return (
    <div ref={top} className="flex scroll-mt-20 flex-col gap-4">
      <OfflineNote show={query.fetchStatus === 'paused'} />
      {body}
      {data && data.total_items > 0 ? (
        <p className="text-center text-sm text-ink-muted" aria-live="polite">
          {t('list.range', {
            from: Math.min((data.current_page - 1) * TWEETS_PAGE_SIZE + 1, data.total_items),
            to: Math.min(data.current_page * TWEETS_PAGE_SIZE, data.total_items),
            total: data.total_items,
          })}
        </p>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onPageChange={changePage} />
      {footer}
    </div>
  );
}
