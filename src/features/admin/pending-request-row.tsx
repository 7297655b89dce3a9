/**
 * One waiting reset request: who asked (name, email, role), when (relative and absolute, in
 * Asia/Kolkata), and the Approve and Reject buttons. A card on phones; on wider screens the same
 * markup lines up as a table row under the column heads of the approvals page (ROW_GRID).
 */
import { useT } from '@/i18n';
import { formatAdminDate, formatRelative } from '@/lib/format-time';
import { Button } from '@/components/button';
import type { PendingReset } from '@common/contract/answers/reset';

/** The column layout shared with the heading row of the list. */
export const ROW_GRID = 'md:grid md:grid-cols-[7rem_minmax(0,1.6fr)_minmax(0,1fr)_15rem] md:items-center md:gap-4';

export interface PendingRequestRowProps {
  item: PendingReset;
  now: number;
  /** Which decision is on its way for this row, if any. */
  deciding: 'approve' | 'reject' | null;
  locked: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function PendingRequestRow({ item, now, deciding, locked, onApprove, onReject }: PendingRequestRowProps) {
  const t = useT();
  const { user } = item;
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgb(18_34_31/0.05)] md:rounded-none md:border-0 md:border-b md:px-5 md:py-4 md:shadow-none ${ROW_GRID}`}
    >
      <div className="flex items-center justify-between gap-3 md:block">
        <span className="font-mono text-[15px] font-semibold tracking-wide text-brand-800">
          {item.reset_password_request_readable_id}
        </span>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-[13px] font-semibold text-brand-800 md:hidden">
          {t(`role.${user.role}`)}
        </span>
      </div>
      <div className="min-w-0">
        <p className="truncate text-[17px] font-semibold text-ink">{user.name}</p>
        <p className="truncate text-[15px] text-ink-muted">
          {user.email_id}
          <span className="hidden md:inline"> · {t(`role.${user.role}`)}</span>
        </p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 text-[15px] md:flex-col md:gap-0">
        <span className="font-semibold text-ink">{formatRelative(item.requested_on, now, t.lang)}</span>
        <time dateTime={new Date(item.requested_on).toISOString()} className="text-ink-muted">
          {formatAdminDate(item.requested_on, t.lang)}
        </time>
      </p>
      <div className="grid grid-cols-2 gap-2 md:justify-end">
        <Button
          width="full"
          busy={deciding === 'approve'}
          disabled={locked}
          onClick={onApprove}
          aria-label={t('admin.approvals.approveFor', { name: user.name })}
        >
          {t('admin.approvals.approve')}
        </Button>
        <Button
          look="bordered"
          colour="error"
          width="full"
          busy={deciding === 'reject'}
          disabled={locked}
          onClick={onReject}
          aria-label={t('admin.approvals.rejectFor', { name: user.name })}
        >
          {t('admin.approvals.reject')}
        </Button>
      </div>
    </li>
  );
}
