/**
 * The charts of the DD and admin homes (issue 15): this month by day and this week against last
 * week for the caller's scope, then the DD's taluk × day heat map or the admin's district ranking.
 * One meal filter above them narrows the bars, the weeks and the heat map alike. Loaded lazily
 * (index.ts) with its texts, so no other screen carries @visx.
 */
import { useId, useState } from 'react';
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

function Heat({ meal, from, to }: { meal: MealChoice; from: string; to: string }) {
  const query = useDaily({ from, to, meal, by: 'taluk' });
  if (query.isError && !query.data) return <Failed query={query} />;
  return query.data ? <TalukHeatmap series={query.data.series} /> : <Placeholder />;
}

function Ranking() {
  const query = useDistrictLeague();
  if (query.isError && !query.data) return <Failed query={query} />;
  return query.data ? <DistrictRanking rows={query.data.items} /> : <Placeholder />;
}

export function SupervisorCharts({ view }: { view: 'dd' | 'admin' }) {
  const t = useT();
  const mealId = useId();
  const [meal, setMeal] = useState<MealChoice>('ALL');
  const { today, monthStart, lastMonday } = chartDays();
  const from = lastMonday < monthStart ? lastMonday : monthStart;
  const daily = useDaily({ from, to: today, meal, by: 'none' });
  const days = daily.data?.series[0]?.days ?? [];
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
      {daily.isError && !daily.data ? (
        <Failed query={daily} />
      ) : daily.data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <MonthBars days={days.filter((d) => d.day >= monthStart)} />
          <WeekCompare days={days} thisMonday={addDays(lastMonday, 7)} />
        </div>
      ) : (
        <Placeholder />
      )}
      {view === 'dd' ? <Heat meal={meal} from={monthStart} to={today} /> : <Ranking />}
    </section>
  );
}
