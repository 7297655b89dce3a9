/**
 * The status panel of an open reset request (the contract's table through resetStatusView): readable
 * id, when it was asked, the status label and what has to happen next. Labels are contract texts
 * from common/, translated on screen; a status without a label shows 'None'.
 */
import type { ReactNode } from 'react';
import { readableResetId, resetStatusView } from '@common/reset-status';
import { useT } from '@/i18n';
import { formatAdminDate } from '@/lib/format-time';

const TONE: Record<string, string> = {
  REQUESTED: 'bg-warn-50 text-warn-600 ring-warn-600/25',
  APPROVED: 'bg-ok-50 text-ok-600 ring-ok-600/25',
  REQUESTED_NEW_OTP: 'bg-ok-50 text-ok-600 ring-ok-600/25',
  VALIDATION_SUCCESS: 'bg-ok-50 text-ok-600 ring-ok-600/25',
  VALIDATION_FAILED: 'bg-danger-50 text-danger-700 ring-danger-600/25',
  REJECTED: 'bg-danger-50 text-danger-700 ring-danger-600/25',
};
const NEUTRAL = 'bg-page text-ink-muted ring-line';

export interface StatusPanelProps {
  requestId: number;
  requestedOn: number;
  /** Undefined while the first status is loading. */
  status: string | undefined;
  refreshing?: boolean;
}

export function StatusPanel({ requestId, requestedOn, status, refreshing = false }: StatusPanelProps) {
  const t = useT();
  const view = status ? resetStatusView(status) : null;
  const none = t('recovery.panel.none');
  const rows: [string, ReactNode][] = [
    [
      t('recovery.panel.id'),
      <span className="font-mono text-[17px] font-semibold tracking-wide">{readableResetId(requestId)}</span>,
    ],
    [t('recovery.panel.requestedOn'), requestedOn > 0 ? formatAdminDate(requestedOn, t.lang) : none],
    [
      t('recovery.panel.status'),
      view ? (
        <span
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${(status && TONE[status]) ?? NEUTRAL}`}
        >
          {view.label ? t.text(view.label) : none}
        </span>
      ) : (
        t('common.loading')
      ),
    ],
    [
      t('recovery.panel.pending'),
      view ? (view.pendingAction ? t.text(view.pendingAction) : none) : t('common.loading'),
    ],
  ];

  return (
    <section
      aria-label={t('recovery.panel.title')}
      aria-busy={refreshing || undefined}
      className="rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(18_34_31/0.05)]"
    >
      <dl className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-[15px] text-ink-muted">{label}</dt>
            <dd className="text-right text-base font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
