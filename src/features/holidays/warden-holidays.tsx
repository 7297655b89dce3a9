/**
 * The warden home's 'Holidays' card: for each of the warden's institutions, whether it is on
 * holiday today, the holidays still to come (`GET organization/{id}/holidays`, not revoked, not
 * over) and 'Declare a holiday', which opens the declare dialog for today or later. A warden
 * cannot revoke (the access table); the card names who can, as the composer's notice does.
 */
import { useState } from 'react';
import type { Named } from '@common/contract/shared';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { institutionName, nameIn } from '@/lib/names';
import { useOrganizationHolidays } from './api/holidays-api';
import { DeclareHolidayDialog, type DeclareTarget } from './declare-dialog';
import { holidayDays, holidayState, STATE_BADGE, istToday } from './holiday-dates';

/** What the card needs of a warden's institution (`GET organization/warden`). */
export interface HolidayInstitution {
  id: number;
  name: { en: string; kn: string };
  district: Named;
  holidays: { is_holidays: boolean };
}

export function WardenHolidays({ institutions }: { institutions: readonly HolidayInstitution[] }) {
  const t = useT();
  const [declaring, setDeclaring] = useState<DeclareTarget | null>(null);
  if (institutions.length === 0) return null;
  return (
    <section
      aria-labelledby="warden-holidays-title"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="warden-holidays-title" className="text-xl font-bold text-ink">
        {t('holidays.title')}
      </h2>
      <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{t('holidays.wardenHint')}</p>
      <ul className="mt-4 flex flex-col divide-y divide-line">
        {institutions.map((institution) => (
          <InstitutionHolidays key={institution.id} institution={institution} onDeclare={setDeclaring} />
        ))}
      </ul>
      <DeclareHolidayDialog institution={declaring} fromToday onClose={() => setDeclaring(null)} />
    </section>
  );
}

function InstitutionHolidays({
  institution,
  onDeclare,
}: {
  institution: HolidayInstitution;
  onDeclare: (target: DeclareTarget) => void;
}) {
  const t = useT();
  const list = useOrganizationHolidays(institution.id);
  const [today] = useState(istToday);
  const name = institutionName(institution.name, t.lang);
  const coming = (list.data?.items ?? []).filter((h) => holidayState(h, today) !== 'over' && !h.revoked);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-institution={institution.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-ink">{name}</h3>
        {institution.holidays.is_holidays ? (
          <span className={`rounded-full px-2.5 py-0.5 text-[13px] font-semibold ring-1 ${STATE_BADGE.today}`}>
            {t('holidays.todayBadge')}
          </span>
        ) : null}
      </div>
      {list.isError ? (
        <p className="text-[15px] text-danger-700">{t('holidays.loadFailed')}</p>
      ) : !list.data ? (
        <p className="text-[15px] text-ink-muted">{t('holidays.loading')}</p>
      ) : coming.length === 0 ? (
        <p className="text-[15px] text-ink-muted">{t('holidays.noneComing')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('holidays.comingFor', { name })}>
          {coming.map((h) => (
            <li key={h.id} className="rounded-xl bg-page px-4 py-3 text-[15px] leading-relaxed">
              <span className="block font-semibold text-ink">{holidayDays(t, h)}</span>
              <span className="block text-ink-muted">{h.reason}</span>
            </li>
          ))}
        </ul>
      )}
      {coming.length > 0 ? (
        <p className="text-[14px] text-ink-muted">
          {t('holidays.whoRevokes', { district: nameIn(institution.district.name, t.lang) })}
        </p>
      ) : null}
      <Button
        look="bordered"
        width="auto"
        className="w-full sm:w-auto sm:self-start"
        onClick={() => onDeclare({ id: institution.id, name })}
        aria-label={t('holidays.declareFor', { name })}
      >
        {t('holidays.declareButton')}
      </Button>
    </li>
  );
}
