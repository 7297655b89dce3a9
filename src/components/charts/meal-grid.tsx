/**
 * An institution's last 30 days as a meal × day grid (docs/spec-notes.md, 'Supervisors' views and the public audit'),
 * for the pages that show one institution: a square per meal and day, coloured by its post's status, holidays marked,
 * meals not closed yet left open. It is a real table, so its words (each square's status, hidden from sight) are the
 * text alternative; the legend doubles as the key for the colours. The newest day is at the right, in view first.
 * With `onCell` a square with a post is a link to the feed filtered to that meal and day (the arrow keys move between
 * them, chart-links.ts).
 */
import { useEffect, useRef } from 'react';
import { useT, type MessageId } from '@/i18n';
import { ErrorPanel } from '@/components/error-panel';
import type { MealCellState } from '@common/chart-queries';
import { STATUS_COLORS } from '@common/status-scale';
import { useInstitutionDays } from './charts-api';
import { Legend } from './chart-frame';
import { dayOfMonth, weekdayName } from './chart-palette';
import { dayName, useChartLinks } from './chart-links';
import { MEALS, type Meal } from '@common/schedule';

const CELLS: Record<MealCellState, { label: MessageId; color: string; mark?: string }> = {
  POSTED_ON_TIME: { label: 'tweets.status.onTime', color: STATUS_COLORS.onTime },
  POSTED_WITH_DELAY: { label: 'tweets.status.delayed', color: STATUS_COLORS.delayed },
  POST_NOT_CONSIDERED: { label: 'tweets.status.afterDeadline', color: STATUS_COLORS.afterDeadline },
  NOT_POSTED: { label: 'tweets.status.notPosted', color: STATUS_COLORS.notPosted },
  HOLIDAY: { label: 'charts.holiday', color: STATUS_COLORS.holiday, mark: 'H' },
  NOT_YET: { label: 'charts.notYet', color: '#ffffff' },
};

export function InstitutionMealGrid({
  id,
  onCell,
}: {
  id: number;
  onCell?: ((meal: Meal, day: string) => void) | undefined;
}) {
  const t = useT();
  const query = useInstitutionDays(id);
  const days = query.data?.days ?? [];
  const postOf = (k: number) =>
    days[k % days.length]?.meals.find((m) => m.meal === MEALS[Math.floor(k / days.length)])?.tweet_id;
  const mark = useChartLinks(MEALS.length * days.length, days.length, (k) => Boolean(onCell && postOf(k)));
  const scroller = useRef<HTMLDivElement | null>(null);
  // On a narrow screen the newest days are in view first; older ones are a scroll to the left.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [query.data]);
  if (query.isError && !query.data)
    return (
      <ErrorPanel
        title={t('charts.grid.loadFailed')}
        reason={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <section
      aria-labelledby="meal-grid-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id="meal-grid-title" className="text-lg font-bold text-ink">
        {t('charts.grid.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('charts.grid.desc')}</p>
      <Legend items={Object.values(CELLS).map((c) => ({ label: t(c.label), color: c.color }))} />
      {query.data ? (
        <div ref={scroller} className="overflow-x-auto" role="group" tabIndex={0} aria-labelledby="meal-grid-title">
          <table className="border-separate border-spacing-0.5 text-[11px] text-ink-muted">
            <caption className="sr-only">{t('charts.grid.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className="sr-only">
                  {t('charts.meal')}
                </th>
                {days.map((d) => (
                  <th key={d.day} scope="col" className="w-6 px-0 text-center font-medium">
                    <abbr title={`${weekdayName(d.day, t.lang)} ${d.day}`} className="no-underline">
                      {dayOfMonth(d.day)}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {MEALS.map((meal, row) => (
                <tr key={meal}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white pr-2 text-left text-[13px] font-semibold whitespace-nowrap text-ink"
                  >
                    {t(`compose.meal.${meal}`)}
                  </th>
                  {days.map((d, col) => {
                    const cell = d.meals.find((m) => m.meal === meal);
                    const look = cell ? CELLS[cell.state] : null;
                    const link = mark(
                      row * days.length + col,
                      look
                        ? t('chartLink.meal', {
                            meal: t(`compose.meal.${meal}`),
                            day: dayName(d.day, t.lang),
                            status: t(look.label),
                          })
                        : '',
                      onCell && cell?.tweet_id ? () => onCell(meal, d.day) : undefined,
                    );
                    return (
                      <td key={d.day} className="p-0">
                        {look ? (
                          <span
                            title={t(look.label)}
                            {...link}
                            className={`grid size-6 place-items-center rounded border border-line text-[10px] font-bold text-white ${'role' in link ? 'cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ink' : ''}`}
                            style={{ background: look.color }}
                          >
                            <span aria-hidden="true">{look.mark ?? ''}</span>
                            <span className="sr-only">{t(look.label)}</span>
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="h-24 animate-pulse rounded-lg bg-brand-50" />
      )}
    </section>
  );
}
