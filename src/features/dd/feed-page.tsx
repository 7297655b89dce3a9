/**
 * `/dd/feed` and the three status lists (`/dd/on-time`, `/dd/delayed`, `/dd/after-deadline`):
 * the posts of the DD's districts from `GET tweets/dd-home`, newest first, ten a page, with the
 * filters and page in the URL. A status list is the feed with its status fixed. A bad filter (a
 * range over 92 days, from after to) shows the server's reason in place of the list.
 */
import type { TweetStatus } from '@common/schedule';
import { useT, type MessageId } from '@/i18n';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { OfflineNote } from '@/components/offline-note';
import { Pagination } from '@/components/pagination';
import { useFeed } from './api/get-feed';
import { feedColumns } from './feed-columns';
import { FeedFilters } from './feed-filters';
import type { FeedSearch } from './feed-search';
import { PageHeading } from '@/components/page-heading';

export interface FeedPageProps {
  title: MessageId;
  description: MessageId;
  search: FeedSearch;
  status?: TweetStatus;
  onSearch: (next: FeedSearch) => void;
}

export function FeedPage({ title, description, search, status, onSearch }: FeedPageProps) {
  const t = useT();
  const page = search.page ?? 1;
  const feed = useFeed({ ...search, page, status: status ?? search.status });
  const data = feed.data;
  const change = (next: Partial<FeedSearch>) => onSearch({ ...search, ...next, page: undefined });

  return (
    <section className="flex flex-col gap-5">
      <PageHeading title={t(title)} description={t(description)} />
      <FeedFilters search={search} fixedStatus={status !== undefined} onChange={change} />
      {data ? (
        <p className="text-[15px] text-ink-muted" aria-live="polite">
          {t('dd.feed.range', { from: data.from, to: data.to, count: data.total_items })}
        </p>
      ) : null}
      <OfflineNote show={feed.fetchStatus === 'paused' && !data} />
      {feed.isError && !data ? (
        <ErrorPanel
          title={t('dd.feed.loadFailed')}
          reason={feed.error.message}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : feed.isError ? (
        <ErrorPanel title={t('dd.feed.badFilter')} reason={feed.error.message} />
      ) : data && data.items.length === 0 ? (
        <EmptyState hint={t('dd.feed.emptyHint')} />
      ) : (
        <DataTable
          caption={t(title)}
          columns={feedColumns(t)}
          rows={data?.items}
          rowKey={(row) => row.id}
          loading={!data}
          stale={feed.isPlaceholderData}
        />
      )}
      {data && !feed.isError ? (
        <Pagination
          page={page}
          totalPages={data.total_pages}
          onPageChange={(p) => onSearch({ ...search, page: p > 1 ? p : undefined })}
        />
      ) : null}
    </section>
  );
}
