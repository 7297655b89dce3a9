/**
 * How a holiday's days read on screen: one day or a range, as the browser's long date in the
 * page's language (Asia/Kolkata calendar dates, as the server keeps them), and whether it is over.
 */
import { formatCalendarDay, istToday } from '@/lib/calendar-day';
import type { Translate } from '@/i18n';

export { istToday };
export const formatDay = formatCalendarDay;

/** 'Holiday on 28 November 2026' or 'Holiday from … to …'. */
export function holidayDays(t: Translate, holiday: { from: string; to: string }): string {
  return holiday.from === holiday.to
    ? t('holidays.day', { day: formatDay(holiday.from, t.lang) })
    : t('holidays.days', { from: formatDay(holiday.from, t.lang), to: formatDay(holiday.to, t.lang) });
}

/** Where a holiday stands today: revoked, over, holding today, or still to come. */
export type HolidayState = 'revoked' | 'over' | 'today' | 'ahead';
export function holidayState(holiday: { from: string; to: string; revoked: boolean }, today: string): HolidayState {
  if (holiday.revoked) return 'revoked';
  if (holiday.to < today) return 'over';
  return holiday.from <= today ? 'today' : 'ahead';
}

/** The state's badge colours: today blue like the Holiday status everywhere, the rest quiet. */
export const STATE_BADGE: Record<HolidayState, string> = {
  today: 'bg-holiday-50 text-holiday-700 ring-holiday-600/30',
  ahead: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  over: 'bg-page text-ink-muted ring-line',
  revoked: 'bg-page text-ink-muted ring-line',
};
