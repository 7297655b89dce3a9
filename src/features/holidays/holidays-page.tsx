/**
 * `/dd/holidays`: holidays declared in the DD's districts (`GET holidays`), ACTIVE by default
 * (not revoked, not over), REVOKED or ALL, with page and status in the URL. A row the DD may
 * revoke (`can_revoke`) has 'Revoke', which asks for a reason in a dialog first.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorPanel } from '@/components/error-panel';
import { Pagination } from '@/components/pagination';
import { capitalizeWords } from '@/lib/names';
import type { HolidayRow as Holiday } from '@common/contract/answers/holidays';
import { RevokeDialog } from './revoke-dialog';
import { useHolidays, type HolidayParams } from './api/holidays-api';
import { PageHeading } from '@/components/page-heading';

export type HolidayStatus = NonNullable<HolidayParams['status']>;
const STATUSES: HolidayStatus[] = ['ACTIVE', 'REVOKED', 'ALL'];

export function HolidaysPage({
  status,
  page,
  onSearch,
}: {
  status: HolidayStatus;
  page: number;
  onSearch: (next: { status?: HolidayStatus; page?: number }) => void;
}) {
  const t = useT();
  const holidays = useHolidays({ status, page });
  const [revoking, setRevoking] = useState<Holiday | null>(null);
  const data = holidays.data;
  const columns: Column<Holiday>[] = [
    {
      id: 'institution',
      header: t('dd.col.institution'),
      className: 'md:min-w-60',
      cell: (h) => <span className="font-semibold">{capitalizeWords(h.organization.name.en)}</span>,
    },
    { id: 'taluk', header: t('tweets.col.taluk'), cell: (h) => h.taluk.name.en },
    {
      id: 'dates',
      header: t('dd.holidays.dates'),
      cell: (h) => <span className="md:whitespace-nowrap">{h.from === h.to ? h.from : `${h.from} – ${h.to}`}</span>,
    },
    {
      id: 'reason',
      header: t('dd.holidays.reason'),
      cell: (h) => (h.revoked ? <span className="text-ink-muted line-through">{h.reason}</span> : h.reason),
    },
    { id: 'by', header: t('dd.holidays.declaredBy'), cell: (h) => h.declared_by_name ?? '—' },
    {
      id: 'action',
      header: t('tweets.col.actions'),
      phone: 'bare',
      className: 'md:text-right',
      cell: (h) =>
        h.can_revoke ? (
          <Button
            look="bordered"
            colour="error"
            width="auto"
            className="w-full md:w-auto"
            onClick={() => setRevoking(h)}
            aria-label={t('dd.holidays.revokeFor', { name: capitalizeWords(h.organization.name.en) })}
          >
            {t('dd.holidays.revoke')}
          </Button>
        ) : h.revoked ? (
          <span className="text-[15px] text-ink-muted">
            {t('dd.holidays.revokedNote', { reason: h.revoke_reason ?? '' })}
          </span>
        ) : null,
    },
  ];

  return (
    <section className="flex flex-col gap-5">
      <PageHeading title={t('dd.holidays.title')} description={t('dd.holidays.description')} />
      <div role="radiogroup" aria-label={t('tweets.col.status')} className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={s === status}
            onClick={() => onSearch({ status: s === 'ACTIVE' ? undefined : s })}
            className={`min-h-12 rounded-full px-5 text-[15px] font-semibold ring-1 ${s === status ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-line hover:bg-brand-50'}`}
          >
            {t(`dd.holidays.status.${s}`)}
          </button>
        ))}
      </div>
      {holidays.isError && !data ? (
        <ErrorPanel
          title={t('dd.holidays.loadFailed')}
          reason={holidays.error.message}
          onRetry={() => void holidays.refetch()}
          retrying={holidays.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState hint={t('dd.holidays.emptyHint')} />
      ) : (
        <DataTable
          caption={t('dd.holidays.title')}
          columns={columns}
          rows={data?.items}
          rowKey={(h) => h.id}
          loading={!data}
          stale={holidays.isPlaceholderData}
        />
      )}
      {data ? (
        <Pagination
          page={page}
          totalPages={data.total_pages}
          onPageChange={(p) => onSearch({ status: status === 'ACTIVE' ? undefined : status, page: p })}
        />
      ) : null}
      <RevokeDialog holiday={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
