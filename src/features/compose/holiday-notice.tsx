/**
 * The holiday notice (SPEC.md §1, §2): when the chosen institution is on a holiday, this replaces
 * the description and Submit. It says 'School/Hostel is on a holiday!', shows the declared dates
 * and reason, and names who can revoke it: the DD/JD officers of the institution's district
 * (DECISIONS §6). The server does not give their personal names, so the notice names the office.
 */
import { TWEET_MSG } from '@common/tweet-messages';
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import { CalendarOffIcon } from './compose-icons';
import type { WardenInstitution } from '@common/contract/answers/institutions';

function formatDay(day: string, lang: string): string {
  const at = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'kn' ? 'kn-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

export function HolidayNotice({ institution }: { institution: WardenInstitution }) {
  const t = useT();
  const holiday = institution.holidays.holiday;
  const district = nameIn(institution.district.name, t.lang);
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-warn-600/30 bg-warn-50 p-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-warn-600 ring-1 ring-warn-600/25">
        <CalendarOffIcon width={22} height={22} />
      </span>
      <div className="flex min-w-0 flex-col gap-1.5 text-[15px] leading-relaxed text-ink">
        <p className="text-lg font-bold text-ink">{t.text(TWEET_MSG.onHoliday)}</p>
        {holiday ? (
          <p className="text-ink-muted">
            {holiday.from === holiday.to
              ? t('compose.holiday.day', { day: formatDay(holiday.from, t.lang) })
              : t('compose.holiday.dates', {
                  from: formatDay(holiday.from, t.lang),
                  to: formatDay(holiday.to, t.lang),
                })}
            {holiday.reason ? ` · ${holiday.reason}` : ''}
          </p>
        ) : null}
        <p>{t('compose.holiday.officers', { district })}</p>
      </div>
    </div>
  );
}
