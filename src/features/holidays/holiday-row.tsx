/**
 * One holiday in the supervisors' dialog: its days and where it stands (on today, to come, over,
 * revoked), the reason, who declared it and when, and either 'Revoke' (the server's can_revoke:
 * not revoked, not over, within the caller's reach; common/holiday-messages.ts isRevocable) or why
 * it cannot be revoked any more.
 */
import type { HolidayRow } from '@common/contract/answers/holidays';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { formatDay, holidayDays, holidayState, STATE_BADGE } from './holiday-dates';

export function HolidayRowItem({
  holiday,
  today,
  onRevoke,
}: {
  holiday: HolidayRow;
  today: string;
  onRevoke: (holiday: HolidayRow) => void;
}) {
  const t = useT();
  const state = holidayState(holiday, today);
  const declaredOn = formatDay(holiday.declared_at.slice(0, 10), t.lang);
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between" data-holiday={holiday.id}>
      <div className="min-w-0 text-[15px] leading-relaxed">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{holidayDays(t, holiday)}</span>
          <span className={`rounded-full px-2 py-0.5 text-[13px] font-semibold ring-1 ${STATE_BADGE[state]}`}>
            {t(`holidays.state.${state}`)}
          </span>
        </p>
        <p className={holiday.revoked ? 'text-ink-muted line-through' : 'text-ink'}>{holiday.reason}</p>
        <p className="text-[14px] text-ink-muted">
          {t('holidays.declaredBy', { name: holiday.declared_by_name ?? '—', day: declaredOn })}
        </p>
        {holiday.revoked ? (
          <p className="text-[14px] text-ink-muted">
            {t('dd.holidays.revokedNote', { reason: holiday.revoke_reason ?? '' })}
          </p>
        ) : !holiday.can_revoke ? (
          <p className="text-[14px] text-ink-muted">{t('holidays.cannotRevoke')}</p>
        ) : null}
      </div>
      {holiday.can_revoke ? (
        <Button
          look="bordered"
          colour="error"
          width="auto"
          className="w-full shrink-0 sm:w-auto"
          onClick={() => onRevoke(holiday)}
          aria-label={t('holidays.revokeDays', { days: holidayDays(t, holiday) })}
        >
          {t('dd.holidays.revoke')}
        </Button>
      ) : null}
    </li>
  );
}
