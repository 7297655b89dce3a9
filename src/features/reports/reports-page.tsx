/**
 * `/dd/reports` and `/admin/reports`: the weekly audit reports the caller may read (a DD: their
 * districts' and the state's), newest week first, each to download as a PDF; an admin can make a
 * week's reports again (the state row carries the button, once per week). The page's texts load
 * with the route (i18n/console-texts.ts).
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import { formatKannadaDateTime } from '@/lib/format-time';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { PageHeading } from '@/components/page-heading';
import { Pagination } from '@/components/pagination';
import { toast } from '@/toast/toast-store';
import type { WeeklyReport } from '@common/contract/answers/reports';
import { downloadReport, useRemakeWeek, useWeeklyReports } from './reports-api';

const kilobytes = (bytes: number, lang: 'en' | 'kn') =>
  `${new Intl.NumberFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`;

export function ReportsPage({ canRemake }: { canRemake: boolean }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useWeeklyReports(page);
  const remake = useRemakeWeek();
  const nameOf = (r: WeeklyReport) => nameIn(r.name, t.lang);
  const dateOf = (iso: string) =>
    t.lang === 'kn'
      ? formatKannadaDateTime(Date.parse(iso))
      : new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const save = async (r: WeeklyReport) => {
    try {
      toast.success(t('reports.downloaded', { name: await downloadReport(r) }));
    } catch {
      toast.error(t('reports.downloadFailed'));
    }
  };
  const again = (week: string) =>
    remake.mutate(week, { onSuccess: () => toast.success(t('reports.remade', { week })) });

  const columns: Column<WeeklyReport>[] = [
    {
      id: 'week',
      header: t('reports.week'),
      cell: (r) => t('reports.weekRange', { week: r.week, from: r.from, to: r.to }),
    },
    { id: 'report', header: t('reports.report'), cell: (r) => <span className="font-semibold">{nameOf(r)}</span> },
    { id: 'made', header: t('reports.made'), cell: (r) => dateOf(r.made_at) },
    { id: 'size', header: t('reports.size'), cell: (r) => kilobytes(r.size, t.lang) },
    {
      id: 'actions',
      header: t('reports.actions'),
      phone: 'bare',
      className: 'md:text-right md:whitespace-nowrap',
      cell: (r) => (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button
            look="bordered"
            width="auto"
            aria-label={t('reports.downloadFor', { name: nameOf(r), week: r.week })}
            onClick={() => void save(r)}
          >
            {t('reports.download')}
          </Button>
          {canRemake && r.scope === 'state' ? (
            <Button
              look="bordered"
              width="auto"
              disabled={remake.isPending}
              aria-busy={remake.isPending && remake.variables === r.week}
              aria-label={t('reports.remakeFor', { week: r.week })}
              onClick={() => again(r.week)}
            >
              {t('reports.remake')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-5">
      <PageHeading title={t('reports.title')} description={t('reports.description')} />
      {list.isError && !list.data ? (
        <ErrorPanel title={t('reports.loadFailed')} reason={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState title={t('reports.empty')} hint={t('reports.emptyHint')} />
      ) : (
        <>
          <DataTable
            caption={t('reports.caption')}
            columns={columns}
            rows={list.data?.items}
            rowKey={(r) => `${r.week}/${r.scope}`}
            loading={!list.data}
            stale={list.isPlaceholderData}
          />
          <Pagination page={page} totalPages={list.data?.total_pages ?? 1} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
