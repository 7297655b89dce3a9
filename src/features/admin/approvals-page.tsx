/**
 * `/admin/approvals`: the password-reset requests waiting for this admin (docs/product.md, 'Password reset', from
 * `GET reset-password/pending`), with who asked and when, and Approve / Reject (Reject asks to
 * confirm first). Approving only releases an emailed OTP to the person: the approver never sees
 * or sets a password. Empty list: the contract's empty-state text 'no data found!'.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { InfoIcon } from '@/components/icons';
import { pendingResetsQuery, useDecideReset } from './approvals-api';
import { PendingRequestRow, ROW_GRID } from './pending-request-row';
import { RejectDialog } from './reject-dialog';
import type { PendingReset } from '@common/contract/answers/reset';

function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ApprovalsPage() {
  const t = useT();
  const now = useMinuteClock();
  const pending = useQuery(pendingResetsQuery());
  const decide = useDecideReset();
  const [rejecting, setRejecting] = useState<PendingReset | null>(null);
  const items = pending.data?.items ?? [];
  const decidingId = decide.isPending ? decide.variables?.item.request_id : undefined;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{t('admin.approvals.title')}</h1>
          <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('admin.approvals.description')}</p>
        </div>
        <Button look="bordered" width="auto" busy={pending.isFetching} onClick={() => void pending.refetch()}>
          {t('admin.approvals.refresh')}
        </Button>
      </div>

      {pending.isPending ? (
        <p className="rounded-card border border-line bg-white p-6 text-center text-ink-muted" role="status">
          {t('common.loading')}
        </p>
      ) : pending.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-line bg-white p-6 text-center">
          <p className="text-base text-ink">{t('admin.approvals.loadFailed')}</p>
          <Button width="auto" onClick={() => void pending.refetch()}>
            {t('admin.approvals.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-brand-300 bg-white px-6 py-12 text-center">
          <div className="mb-2 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <InfoIcon width={28} height={28} />
          </div>
          <p className="text-lg font-semibold text-ink">{t('admin.approvals.empty')}</p>
          <p className="text-[15px] text-ink-muted">{t('admin.approvals.emptyHint')}</p>
        </div>
      ) : (
        <div className="md:overflow-hidden md:rounded-card md:border md:border-line md:bg-white md:shadow-card">
          <div
            className={`hidden border-b border-line bg-page px-5 py-3 text-[13px] font-semibold tracking-wide text-ink-muted uppercase md:grid ${ROW_GRID}`}
            aria-hidden="true"
          >
            <span>{t('admin.approvals.request')}</span>
            <span>{t('admin.approvals.person')}</span>
            <span>{t('admin.approvals.requestedOn')}</span>
            <span className="text-right">{t('admin.approvals.actions')}</span>
          </div>
          <ul className="flex flex-col gap-3 md:gap-0" aria-label={t('admin.approvals.title')}>
            {items.map((item) => (
              <PendingRequestRow
                key={item.request_id}
                item={item}
                now={now}
                deciding={decidingId === item.request_id ? (decide.variables?.approve ? 'approve' : 'reject') : null}
                locked={decide.isPending}
                onApprove={() => decide.mutate({ item, approve: true })}
                onReject={() => setRejecting(item)}
              />
            ))}
          </ul>
        </div>
      )}

      <RejectDialog
        item={rejecting}
        busy={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(item) => decide.mutate({ item, approve: false }, { onSettled: () => setRejecting(null) })}
      />
    </section>
  );
}
