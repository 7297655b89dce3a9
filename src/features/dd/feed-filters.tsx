/**
 * The feed's filter bar: status (unless the page fixes it), district (only when the DD has more
 * than one), taluk, institution, meal, the date range and the order. Every change goes straight into the URL
 * (page back to 1), so a reload or a shared link shows the same list.
 */
import type { ReactNode } from 'react';
import { MEALS, TWEET_STATUSES } from '@common/schedule';
import { useT } from '@/i18n';
import { institutionName, nameIn } from '@/lib/names';
import { statusText } from '@/lib/tweet-format';
import { useDdStats } from './api/get-dd-stats';
import { useTaluks } from '@/lib/places-api';
import { useInstitutionChoices } from './api/get-institution-choices';
import type { FeedSearch } from './feed-search';

const SELECT =
  'block min-h-12 w-full rounded-xl border border-line bg-white px-3 text-base text-ink hover:border-brand-300 focus:border-brand-600 focus:ring-3 focus:ring-brand-400/30 focus:outline-none';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1.5">
      <span className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">{label}</span>
      {children}
    </label>
  );
}

const num = (value: string) => (value ? Number(value) : undefined);

export function FeedFilters({
  search,
  fixedStatus,
  onChange,
}: {
  search: FeedSearch;
  fixedStatus?: boolean;
  onChange: (next: Partial<FeedSearch>) => void;
}) {
  const t = useT();
  const districts = useDdStats().data?.districts ?? [];
  const district = search.district ?? (districts.length === 1 ? districts[0]!.id : undefined);
  const taluks = useTaluks(district).data ?? [];
  const institutions = useInstitutionChoices(district, search.taluk).data?.items ?? [];
  const all = t('dd.filter.all');

  return (
    <form
      role="search"
      aria-label={t('dd.filter.label')}
      className="grid grid-cols-2 gap-3 rounded-card border border-line bg-white p-4 shadow-card md:grid-cols-4 lg:grid-cols-8"
      onSubmit={(e) => e.preventDefault()}
    >
      {fixedStatus ? null : (
        <Field label={t('tweets.col.status')}>
          <select
            className={SELECT}
            value={search.status ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || undefined) as FeedSearch['status'] })}
          >
            <option value="">{all}</option>
            {TWEET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(t, s, 'home')}
              </option>
            ))}
          </select>
        </Field>
      )}
      {districts.length > 1 ? (
        <Field label={t('dd.filter.district')}>
          <select
            className={SELECT}
            value={search.district ?? ''}
            onChange={(e) => onChange({ district: num(e.target.value), taluk: undefined, organization: undefined })}
          >
            <option value="">{all}</option>
            {districts.map((d) => (
              <option key={d.id} value={d.id}>
                {nameIn(d.name, t.lang)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field label={t('tweets.col.taluk')}>
        <select
          className={SELECT}
          value={search.taluk ?? ''}
          onChange={(e) => onChange({ taluk: num(e.target.value), organization: undefined })}
        >
          <option value="">{all}</option>
          {taluks.map((x) => (
            <option key={x.id} value={x.id}>
              {nameIn(x.name, t.lang)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('dd.col.institution')}>
        <select
          className={SELECT}
          value={search.organization ?? ''}
          onChange={(e) => onChange({ organization: num(e.target.value) })}
        >
          <option value="">{all}</option>
          {institutions.map((x) => (
            <option key={x.id} value={x.id}>
              {institutionName(x.name, t.lang)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('dd.col.meal')}>
        <select
          className={SELECT}
          value={search.meal ?? ''}
          onChange={(e) => onChange({ meal: (e.target.value || undefined) as FeedSearch['meal'] })}
        >
          <option value="">{all}</option>
          {MEALS.map((m) => (
            <option key={m} value={m}>
              {t(`tweets.meal.${m}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('dd.filter.from')}>
        <input
          type="date"
          className={SELECT}
          value={search.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </Field>
      <Field label={t('dd.filter.to')}>
        <input
          type="date"
          className={SELECT}
          value={search.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </Field>
      <Field label={t('dd.filter.sort')}>
        <select
          className={SELECT}
          value={search.sort ?? ''}
          onChange={(e) => onChange({ sort: e.target.value === 'OLDEST' ? 'OLDEST' : undefined })}
        >
          <option value="">{t('dd.filter.sortRecent')}</option>
          <option value="OLDEST">{t('dd.filter.sortOldest')}</option>
        </select>
      </Field>
    </form>
  );
}
