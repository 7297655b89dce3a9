/**
 * The charts of the DD and admin homes (docs/spec-notes.md, 'Supervisors' views and the public audit'): this month by
 * day and this week against last week for the caller's scope, then the DD's taluk × day heat map or the admin's
 * district ranking. One meal filter above them narrows the bars, the weeks and the heat map alike. A DD's bar or
 * square opens the feed (`/dd/feed`) filtered to its day, taluk and meal; an admin, who has no feed, goes from a
 * district's bar to its institutions (docs/spec-notes.md). Loaded lazily (index.ts) with its texts, so no other
 * screen carries @visx.
 */
import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { ErrorPanel } from '@/components/error-panel';
import { inputClass, fieldBorder } from '@/components/text-field';
import { addDays, MEALS } from '@common/schedule';
import { chartDays, useDaily, useDistrictLeague, type MealChoice } from './charts-api';
import { MonthBars } from './month-bars';
import { WeekCompare } from './week-compare';
import { TalukHeatmap } from './taluk-heatmap';
import { DistrictRanking } from './district-ranking';

const Placeholder = () => <div className="h-72 animate-pulse rounded-card border border-line bg-white/60" />;

function Failed({ query }: { query: { error: Error | null; refetch: () => unknown; isFetching: boolean } }) {
  const t = useT();
  return (
    <ErrorPanel
      title={t('charts.loadFailed')}
      reason={query.error?.message ?? ''}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** The DD feed's search for one day (and taluk) in the chosen meal. */
const feedOf = (meal: MealChoice, day: string, taluk?: number) => ({
  from: day,
  to: day,
  ...(meal === 'ALL' ? {} : { meal }),
  ...(taluk ? { taluk } : {}),
});

function Heat({ meal, from, to }: { meal: MealChoice; from: string; to: string }) {
  const navigate = useNavigate();
  const query = useDaily({ from, to, meal, by: 'taluk' });
  if (query.isError && !query.data) return <Failed query={query} />;
  return query.data ? (
    <TalukHeatmap
      series={query.data.series}
      onCell={(taluk, day) => void navigate({ to: '/dd/feed', search: feedOf(meal, day, taluk) })}
    />
  ) : (
    <Placeholder />
  );
}

function Ranking() {
  const navigate = useNavigate();
  const query = useDistrictLeague();
  if (query.isError && !query.data) return <Failed query={query} />;
  return query.data ? (
    <DistrictRanking
      rows={query.data.items}
      onDistrict={(district) => void navigate({ to: '/admin/institutions', search: { district } })}
    />
  ) : (
    <Placeholder />
  );
}

export function SupervisorCharts({ view }: { view: 'dd' | 'admin' }) {
  const t = useT();
  const mealId = useId();
  const navigate = useNavigate();
  const [meal, setMeal] = useState<MealChoice>('ALL');
  const { today, monthStart, lastMonday } = chartDays();
  const from = lastMonday < monthStart ? lastMonday : monthStart;
  const daily = useDaily({ from, to: today, meal, by: 'none' });
  const days = daily.data?.series[0]?.days ?? [];
  const onDay =
    view === 'dd' ? (day: string) => void navigate({ to: '/dd/feed', search: feedOf(meal, day) }) : undefined;
  return (
    <section aria-labelledby="charts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="charts-title" className="text-xl font-bold text-ink">
          {t('charts.title')}
        </h2>
        <div className="w-48">
          <label htmlFor={mealId} className="mb-1 block text-sm font-semibold text-ink">
            {t('charts.meal')}
          </label>
          <select
            id={mealId}
            value={meal}
            onChange={(event) => setMeal(event.target.value as MealChoice)}
            className={`${inputClass} ${fieldBorder(false)}`}
          >
            <option value="ALL">{t('charts.allMeals')}</option>
            {MEALS.map((m) => (
              <option key={m} value={m}>
                {t(`compose.meal.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {view === 'dd' ? <p className="-mt-2 text-sm text-ink-muted">{t('chartLink.hint')}</p> : null}
      {daily.isError && !daily.data ? (
        <Failed query={daily} />
      ) : daily.data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <MonthBars days={days.filter((d) => d.day >= monthStart)} onDay={onDay} />
          <WeekCompare days={days} thisMonday={addDays(lastMonday, 7)} onDay={onDay} />
        </div>
      ) : (
        <Placeholder />
      )}
      {view === 'dd' ? <Heat meal={meal} from={monthStart} to={today} /> : <Ranking />}
    </section>
  );
}
