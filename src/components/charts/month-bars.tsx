/**
 * This month by day as stacked bars: meals posted on time, delayed, after the deadline, not posted
 * and on holiday, for all meals or the one chosen above the charts. The description states the
 * month's on-time share; the table gives every day's counts. With `onDay` each day's column is a
 * link to that day's posts (chart-links.ts). Drawn with @visx (plain SVG: it prints, and needs no
 * canvas).
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useT } from '@/i18n';
import type { DayCounts } from '@common/contract/answers/charts';
import { ChartFrame, ChartTable, Legend } from './chart-frame';
import { AXIS_LOOK, SERIES, dayOfMonth, formatShare, share, type CountField } from './chart-palette';
import { dayName, useChartLinks } from './chart-links';

const MARGIN = { top: 8, right: 8, bottom: 28, left: 44 };
const HEIGHT = 240;

export function MonthBars({ days, onDay }: { days: DayCounts[]; onDay?: ((day: string) => void) | undefined }) {
  const t = useT();
  const mark = useChartLinks(days.length);
  const sum = (field: keyof Omit<DayCounts, 'day'>) => days.reduce((n, d) => n + d[field], 0);
  const onTime = sum('posted_on_time');
  const due = sum('meals_due');
  const keys = SERIES.map((s) => s.field);
  const colorOf = (key: CountField) => SERIES.find((s) => s.field === key)!.color;
  const labels = SERIES.map((s) => ({ label: t(s.label), color: s.color }));
  const description = t('charts.month.desc', {
    onTime,
    due,
    share: formatShare(share(onTime, due), t.lang, t('charts.noneDue')),
  });

  const chart = (width: number) => {
    const innerWidth = width - MARGIN.left - MARGIN.right;
    const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.2 });
    const most = Math.max(1, ...days.map((d) => keys.reduce((n, k) => n + d[k], 0)));
    const y = scaleLinear<number>({ domain: [0, most], range: [innerHeight, 0], nice: true });
    const every = Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / 28)));
    return (
      <svg
        width={width}
        height={HEIGHT}
        role={onDay ? 'group' : 'img'}
        aria-labelledby="month-bars-title"
        aria-describedby="month-bars-desc"
        className="block"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <BarStack<DayCounts, CountField>
            data={days}
            keys={keys}
            x={(d) => d.day}
            xScale={x}
            yScale={y}
            color={colorOf}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) => (
                  <rect
                    key={`${stack.key}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={Math.max(0, bar.height)}
                    fill={bar.color}
                  />
                )),
              )
            }
          </BarStack>
          {onDay
            ? days.map((d, i) => (
                <rect
                  key={`link-${d.day}`}
                  x={x(d.day) ?? 0}
                  y={0}
                  width={x.bandwidth()}
                  height={innerHeight}
                  fill="transparent"
                  {...mark(
                    i,
                    t('chartLink.day', { day: dayName(d.day, t.lang), onTime: d.posted_on_time, due: d.meals_due }),
                    () => onDay(d.day),
                  )}
                />
              ))
            : null}
          <AxisLeft scale={y} numTicks={4} {...AXIS_LOOK} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            {...AXIS_LOOK}
            tickValues={days.filter((_, i) => i % every === 0).map((d) => d.day)}
            tickFormat={dayOfMonth}
          />
        </Group>
      </svg>
    );
  };

  const table = (
    <ChartTable
      head={[t('charts.day'), ...SERIES.map((s) => t(s.label)), t('charts.share')]}
      rows={days.map((d) => ({
        key: d.day,
        label: d.day,
        cells: [...SERIES.map((s) => d[s.field]), formatShare(share(d.posted_on_time, d.meals_due), t.lang, '—')],
      }))}
    />
  );

  return (
    <ChartFrame
      id="month-bars"
      title={t('charts.month.title')}
      description={description}
      legend={<Legend items={labels} />}
      chart={chart}
      table={table}
    />
  );
}
