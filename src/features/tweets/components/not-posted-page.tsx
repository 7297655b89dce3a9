/**
 * `/dashboard/not-posted`: the list the 'Not Posted' card opens, so that every count card of the
 * warden home leads somewhere. One row per institution, day and meal that was due this month and
 * has no post, with its deadline, newest first; a 'Home Page' button like the status lists.
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { OfflineNote } from '@/components/offline-note';
import { Pagination } from '@/components/pagination';
import { TimerIcon } from '@/components/list-icons';
import { institutionName, nameIn } from '@/lib/names';
import type { MissedMeal } from '@common/contract/answers/stats';
import type { CoreMessageId } from '@/i18n';
import { useNotPosted } from '../api/get-not-posted';
import { HomePageButton, ListPageHeader } from './list-page-header';
import type { PagedScreenProps } from './tweet-list-page';

function dayLabel(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function NotPostedPage({ page, onPageChange }: PagedScreenProps) {
  const t = useT();
  const query = useNotPosted(page);
  const data = query.data;
  const title = t('tweets.notPosted.title');
  const columns: Column<MissedMeal>[] = [
    {
      id: 'institution',
      header: t('tweets.notPosted.institution'),
      phone: 'stacked',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{institutionName(row.organization.name, t.lang)}</span>
          <span className="text-sm text-ink-muted">
            {nameIn(row.taluk.name, t.lang)}, {nameIn(row.district.name, t.lang)}
          </span>
        </span>
      ),
    },
    { id: 'day', header: t('tweets.notPosted.day'), cell: (row) => dayLabel(row.day, t.lang) },
    {
      id: 'meal',
      header: t('tweets.notPosted.meal'),
      cell: (row) => t(`compose.meal.${row.meal}` as CoreMessageId),
    },
    { id: 'deadline', header: t('tweets.notPosted.deadline'), cell: (row) => row.late_until },
  ];

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <ErrorPanel
        title={t('tweets.loadFailed')}
        reason={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!data) body = <DataTable caption={title} columns={columns} rows={undefined} rowKey={rowKey} loading />;
  else if (data.items.length === 0) body = <EmptyState hint={t('tweets.notPosted.emptyHint')} />;
  else
    body = (
      <DataTable caption={title} columns={columns} rows={data.items} rowKey={rowKey} stale={query.isPlaceholderData} />
    );

  return (
    <section className="flex flex-col gap-5">
      <ListPageHeader
        title={title}
        description={t('tweets.notPosted.description')}
        icon={<TimerIcon width={22} height={22} />}
        action={<HomePageButton />}
      />
      <OfflineNote show={query.fetchStatus === 'paused'} />
      {body}
      <Pagination page={page} totalPages={data?.total_pages ?? 0} onPageChange={onPageChange} />
    </section>
  );
}

const rowKey = (row: MissedMeal) => `${row.organization.id}:${row.day}:${row.meal}`;
