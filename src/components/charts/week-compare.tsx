/**
 * This week against last week: each weekday's on-time share of meals due, this week's bar beside
 * last week's. The description gives both weeks' shares so far (this week from Monday to today,
 * last week whole); the table gives each day's pair. With `onDay` each bar is a link to its day's
 * posts (chart-links.ts).
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useT } from '@/i18n';
import type { DayCounts } from '@common/contract/answers/charts';
import { addDays } from '@common/schedule';
import { ChartFrame, ChartTable, Legend } from './chart-frame';
import { AXIS_LOOK, formatShare, share, weekdayName } from './chart-palette';
import { dayName, useChartLinks } from './chart-links';

const MARGIN = { top: 8, right: 8, bottom: 28, left: 44 };
const HEIGHT = 220;
const COLORS = { last: '#9fb8b2', this: '#0f766e' } as const;

interface Pair {
  weekday: string;
  last: number | null;
  this: number | null;
}

const total = (days: (DayCounts | undefined)[]) => {
  const present = days.filter((d): d is DayCounts => d !== undefined);
  return share(
    present.reduce((n, d) => n + d.posted_on_time, 0),
    present.reduce((n, d) => n + d.meals_due, 0),
  );
};

export function WeekCompare({
  days,
  thisMonday,
  onDay,
}: {
  days: DayCounts[];
  thisMonday: string;
  onDay?: ((day: string) => void) | undefined;
}) {
  const t = useT();
  const byDay = new Map(days.map((d) => [d.day, d]));
  const lastWeek = Array.from({ length: 7 }, (_, i) => byDay.get(addDays(thisMonday, i - 7)));
  const thisWeek = Array.from({ length: 7 }, (_, i) => byDay.get(addDays(thisMonday, i)));
  const pairs: Pair[] = Array.from({ length: 7 }, (_, i) => ({
    weekday: weekdayName(addDays(thisMonday, i), t.lang),
    last: lastWeek[i] ? share(lastWeek[i].posted_on_time, lastWeek[i].meals_due) : null,
    this: thisWeek[i] ? share(thisWeek[i].posted_on_time, thisWeek[i].meals_due) : null,
  }));
  // Mark i * 2 is last week's bar of weekday i, i * 2 + 1 this week's; a day not come yet has none.
  const mark = useChartLinks(14, 2, (k) => pairs[Math.floor(k / 2)]?.[k % 2 ? 'this' : 'last'] != null);
  const none = t('charts.noneDue');
  const description = t('charts.week.desc', {
    thisWeek: formatShare(total(thisWeek), t.lang, none),
    lastWeek: formatShare(total(lastWeek), t.lang, none),
  });
  const legend = (
    <Legend
      items={[
        { label: t('charts.week.last'), color: COLORS.last },
        { label: t('charts.week.this'), color: COLORS.this },
      ]}
    />
  );

  const chart = (width: number) => {
    const innerWidth = width - MARGIN.left - MARGIN.right;
    const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const x = scaleBand<string>({ domain: pairs.map((p) => p.weekday), range: [0, innerWidth], padding: 0.25 });
    const inner = scaleBand<'last' | 'this'>({ domain: ['last', 'this'], range: [0, x.bandwidth()], padding: 0.1 });
    const y = scaleLinear<number>({ domain: [0, 100], range: [innerHeight, 0] });
    return (
      <svg
        width={width}
        height={HEIGHT}
        role={onDay ? 'group' : 'img'}
        aria-labelledby="week-compare-title"
        aria-describedby="week-compare-desc"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {pairs.map((p, i) =>
            (['last', 'this'] as const).map((which, w) => {
              const day = addDays(thisMonday, which === 'last' ? i - 7 : i);
              return p[which] === null ? null : (
                <rect
                  key={`${p.weekday}-${which}`}
                  x={(x(p.weekday) ?? 0) + (inner(which) ?? 0)}
                  y={y(p[which]!)}
                  width={inner.bandwidth()}
                  height={Math.max(2, innerHeight - y(p[which]!))}
                  fill={COLORS[which]}
                  {...mark(
                    i * 2 + w,
                    t('chartLink.weekday', {
                      day: `${p.weekday} ${dayName(day, t.lang)}`,
                      share: formatShare(p[which], t.lang, '—'),
                    }),
                    onDay && (() => onDay(day)),
                  )}
                />
              );
            }),
          )}
          <AxisLeft scale={y} numTicks={5} tickFormat={(v) => `${String(v)}%`} {...AXIS_LOOK} />
          <AxisBottom top={innerHeight} scale={x} {...AXIS_LOOK} />
        </Group>
      </svg>
    );
  };

  const table = (
    <ChartTable
      head={[t('charts.week.day'), t('charts.week.last'), t('charts.week.this')]}
      rows={pairs.map((p) => ({
        key: p.weekday,
        label: p.weekday,
        cells: [formatShare(p.last, t.lang, '—'), formatShare(p.this, t.lang, '—')],
      }))}
    />
  );

  return (
    <ChartFrame
      id="week-compare"
      title={t('charts.week.title')}
      description={description}
      legend={legend}
      chart={chart}
      table={table}
    />
  );
}
