/**
 * The DD's taluk × day heat map of this month: a square per taluk and day, the darker the larger
 * the share of meals due posted on time, grey where nothing was due. The description names the
 * month's best and weakest taluk; the table gives every square's share. With `onCell` each square
 * is a link to that taluk's posts of that day, the arrow keys moving across and down
 * (chart-links.ts).
 */
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import type { DailyStats } from '@common/contract/answers/charts';
import { ChartFrame, ChartTable } from './chart-frame';
import { AXIS_LOOK, dayOfMonth, formatShare, share, shareColor } from './chart-palette';
import { dayName, useChartLinks } from './chart-links';

const LABEL = 120;
const ROW = 22;
const AXIS = 26;

type Series = DailyStats['series'][number];

export function TalukHeatmap({
  series,
  onCell,
}: {
  series: Series[];
  onCell?: ((taluk: number, day: string) => void) | undefined;
}) {
  const t = useT();
  const nameOf = (s: Series) => (s.name ? nameIn(s.name, t.lang) : '');
  const month = series.map((s) => ({
    name: nameOf(s),
    share: share(
      s.days.reduce((n, d) => n + d.posted_on_time, 0),
      s.days.reduce((n, d) => n + d.meals_due, 0),
    ),
  }));
  const ranked = month.filter((m) => m.share !== null).sort((a, b) => b.share! - a.share!);
  const describe = (m: (typeof month)[number] | undefined) =>
    m ? `${m.name} (${formatShare(m.share, t.lang, '—')})` : '—';
  const description = t('charts.heat.desc', { best: describe(ranked[0]), worst: describe(ranked.at(-1)) });
  const days = series[0]?.days.map((d) => d.day) ?? [];
  const steps = [0, 70, 90];
  const mark = useChartLinks(series.length * days.length, days.length);

  const chart = (width: number) => {
    const x = scaleBand<string>({ domain: days, range: [0, Math.max(0, width - LABEL)], padding: 0.08 });
    const height = series.length * ROW + AXIS;
    const every = Math.ceil(days.length / Math.max(1, Math.floor((width - LABEL) / 24)));
    return (
      <svg
        width={width}
        height={height}
        role={onCell ? 'group' : 'img'}
        aria-labelledby="taluk-heat-title"
        aria-describedby="taluk-heat-desc"
      >
        {series.map((s, row) => (
          <Group key={s.id} top={row * ROW}>
            <text x={LABEL - 8} y={ROW / 2} dy="0.35em" textAnchor="end" fontSize={12} fill="#12221f">
              {nameOf(s).length > 16 ? `${nameOf(s).slice(0, 15)}…` : nameOf(s)}
            </text>
            {s.days.map((d, col) => (
              <rect
                key={d.day}
                x={LABEL + (x(d.day) ?? 0)}
                y={2}
                width={x.bandwidth()}
                height={ROW - 4}
                rx={2}
                fill={shareColor(share(d.posted_on_time, d.meals_due))}
                {...mark(
                  row * days.length + col,
                  t('chartLink.cell', {
                    name: nameOf(s),
                    day: dayName(d.day, t.lang),
                    share: formatShare(share(d.posted_on_time, d.meals_due), t.lang, '—'),
                  }),
                  onCell && (() => onCell(s.id, d.day)),
                )}
              />
            ))}
          </Group>
        ))}
        <AxisBottom
          left={LABEL}
          top={series.length * ROW}
          scale={x}
          hideAxisLine
          {...AXIS_LOOK}
          tickValues={days.filter((_, i) => i % every === 0)}
          tickFormat={dayOfMonth}
        />
      </svg>
    );
  };

  const legend = (
    <p className="flex items-center gap-2 text-[13px] text-ink-muted">
      <span>{t('charts.heat.scale')}</span>
      {steps.map((step) => (
        <span
          key={step}
          aria-hidden="true"
          className="inline-block size-3 rounded-sm"
          style={{ background: shareColor(step) }}
        />
      ))}
    </p>
  );

  const table = (
    <ChartTable
      head={[t('charts.heat.taluk'), ...days.map(dayOfMonth)]}
      rows={series.map((s) => ({
        key: s.id,
        label: nameOf(s),
        cells: s.days.map((d) => formatShare(share(d.posted_on_time, d.meals_due), t.lang, '—')),
      }))}
    />
  );

  return (
    <ChartFrame
      id="taluk-heat"
      title={t('charts.heat.title')}
      description={description}
      legend={legend}
      chart={chart}
      table={table}
    />
  );
}
