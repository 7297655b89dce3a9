/**
 * The holiday notice (docs/product.md, 'Screens and routes' and 'Holidays'): when the chosen
 * institution is on a holiday, this replaces the description and Submit. It says 'School/Hostel is
 * on a holiday!', shows the declared dates and reason, and names who can revoke it: the DD/JD officers of the
 * institution's district (docs/product.md, 'Holidays'). The server does not give their personal names, so the notice
 * names the office.
 */
import { TWEET_MSG } from '@common/tweet-messages';
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import { formatCalendarDay } from '@/lib/calendar-day';
import { CalendarOffIcon } from './compose-icons';
import type { WardenInstitution } from '@common/contract/answers/institutions';

export function HolidayNotice({ institution }: { institution: WardenInstitution }) {
  const t = useT();
  const holiday = institution.holidays.holiday;
  const district = nameIn(institution.district.name, t.lang);
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-holiday-600/30 bg-holiday-50 p-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-holiday-700 ring-1 ring-holiday-600/25">
        <CalendarOffIcon width={22} height={22} />
      </span>
      <div className="flex min-w-0 flex-col gap-1.5 text-[15px] leading-relaxed text-ink">
        <p className="text-lg font-bold text-ink">{t.text(TWEET_MSG.onHoliday)}</p>
        {holiday ? (
          <p className="text-ink-muted">
            {holiday.from === holiday.to
              ? t('compose.holiday.day', { day: formatCalendarDay(holiday.from, t.lang) })
              : t('compose.holiday.dates', {
                  from: formatCalendarDay(holiday.from, t.lang),
                  to: formatCalendarDay(holiday.to, t.lang),
                })}
            {holiday.reason ? ` · ${holiday.reason}` : ''}
          </p>
        ) : null}
        <p>{t('compose.holiday.officers', { district })}</p>
      </div>
    </div>
  );
}
