/**
 * `/dd/league`: the punctuality league table of the DD's taluks (or districts) for the week or
 * month holding a date, all three in the URL: rank, on-time % with a bar, and the counts behind
 * it. 'Download CSV' saves the same table as the server writes it (UTF-8 with Kannada names).
 */
import { useState } from 'react';
import { useT, type MessageId } from '@/i18n';
import { nameIn } from '@/lib/names';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import type { LeagueRow } from '@common/contract/answers/stats';
import { downloadLeagueCsv, useLeague, type LeagueParams } from './api/league-api';
import { PageHeading } from '@/components/page-heading';
import { OnTimeBar } from './on-time-bar';

const COUNT_COLUMNS: [string, MessageId, (r: LeagueRow) => number][] = [
  ['delayed', 'tweets.status.delayed', (r) => r.posted_with_delay],
  ['afterDeadline', 'tweets.status.afterDeadline', (r) => r.post_not_considered],
  ['missing', 'tweets.status.notPosted', (r) => r.tweets_not_posted],
  ['holiday', 'charts.holiday', (r) => r.holiday],
];

const SELECT =
  'block min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus:border-brand-600 focus:ring-3 focus:ring-brand-400/30 focus:outline-none';

export function LeaguePage({ params, onSearch }: { params: LeagueParams; onSearch: (next: LeagueParams) => void }) {
  const t = useT();
  const league = useLeague(params);
  const [downloading, setDownloading] = useState(false);
  const data = league.data;
  const columns: Column<LeagueRow>[] = [
    {
      id: 'rank',
      header: t('dd.league.rank'),
      className: 'md:w-20',
      cell: (r) => <span className="text-lg font-bold tabular-nums">{r.rank ?? '—'}</span>,
    },
    {
      id: 'name',
      header: t(params.by === 'taluk' ? 'tweets.col.taluk' : 'dd.filter.district'),
      cell: (r) => <span className="font-semibold">{nameIn(r.name, t.lang)}</span>,
    },
    {
      id: 'pct',
      header: t('dd.league.onTime'),
      className: 'md:w-[34%]',
      cell: (r) => <OnTimeBar value={r.on_time_percentage} />,
    },
    { id: 'due', header: t('dd.league.mealsDue'), cell: (r) => <span className="tabular-nums">{r.meals_due}</span> },
    // One column per status, in its one word (common/status-scale.ts).
    ...COUNT_COLUMNS.map(([id, label, count]): Column<LeagueRow> => ({
      id,
      header: t(label),
      cell: (r) => <span className="tabular-nums">{count(r)}</span>,
    })),
  ];
  const download = async () => {
    setDownloading(true);
    try {
      toast.success(t('dd.league.downloaded', { name: await downloadLeagueCsv(params) }));
    } catch {
      toast.error(t('dd.league.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="flex flex-col gap-5">
      <PageHeading
        title={t('dd.league.title')}
        description={data ? t('dd.league.period', { from: data.from, to: data.to }) : t('dd.league.description')}
        action={
          <Button look="bordered" width="auto" busy={downloading} onClick={() => void download()}>
            {t('dd.league.download')}
          </Button>
        }
      />
      <div className="grid grid-cols-2 gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-3">
        <label className="flex flex-col gap-1.5">
          <span className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">{t('dd.league.by')}</span>
          <select
            className={SELECT}
            value={params.by}
            onChange={(e) => onSearch({ ...params, by: e.target.value as LeagueParams['by'] })}
          >
            <option value="taluk">{t('tweets.col.taluk')}</option>
            <option value="district">{t('dd.filter.district')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">
            {t('dd.league.periodLabel')}
          </span>
          <select
            className={SELECT}
            value={params.period}
            onChange={(e) => onSearch({ ...params, period: e.target.value as LeagueParams['period'] })}
          >
            <option value="week">{t('dd.league.week')}</option>
            <option value="month">{t('dd.league.month')}</option>
          </select>
        </label>
        <label className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <span className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">
            {t('dd.league.date')}
          </span>
          <input
            type="date"
            className={SELECT}
            value={params.date ?? ''}
            onChange={(e) => onSearch({ ...params, date: e.target.value || undefined })}
          />
        </label>
      </div>
      {league.isError ? (
        <ErrorPanel
          title={t('dd.league.loadFailed')}
          reason={league.error.message}
          onRetry={() => void league.refetch()}
          retrying={league.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          caption={t('dd.league.title')}
          columns={columns}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={!data}
        />
      )}
    </section>
  );
}
