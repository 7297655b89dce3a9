/**
 * The admin's district ranking: this month's on-time share of meals due per district, best first,
 * as horizontal bars (no openly licensed map of Karnataka's 31 districts exists; docs/charts-and-pdf.md).
 * The numbers are the league table's; the description names the best and the weakest district.
 * With `onDistrict` each bar is a link to that district's institutions (chart-links.ts).
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useT } from '@/i18n';
import { nameIn } from '@/lib/names';
import type { LeagueRow } from '@common/contract/answers/stats';
import { ChartFrame, ChartTable } from './chart-frame';
import { formatShare, shareColor } from './chart-palette';
import { useChartLinks } from './chart-links';

const LABEL = 130;
const ROW = 22;
const VALUE = 52;

export function DistrictRanking({
  rows,
  onDistrict,
}: {
  rows: LeagueRow[];
  onDistrict?: ((id: number) => void) | undefined;
}) {
  const t = useT();
  const mark = useChartLinks(rows.length, 1);
  const nameOf = (r: LeagueRow) => nameIn(r.name, t.lang);
  const ranked = [...rows].sort((a, b) => (b.on_time_percentage ?? -1) - (a.on_time_percentage ?? -1));
  const describe = (r: LeagueRow | undefined) =>
    r ? `${nameOf(r)} (${formatShare(r.on_time_percentage, t.lang, '—')})` : '—';
  const withShare = ranked.filter((r) => r.on_time_percentage !== null);
  const description = t('charts.rank.desc', { best: describe(withShare[0]), worst: describe(withShare.at(-1)) });

  const chart = (width: number) => {
    const height = ranked.length * ROW;
    const y = scaleBand<number>({ domain: ranked.map((r) => r.id), range: [0, height], padding: 0.2 });
    const x = scaleLinear<number>({ domain: [0, 100], range: [0, Math.max(0, width - LABEL - VALUE)] });
    return (
      <svg
        width={width}
        height={height}
        role={onDistrict ? 'group' : 'img'}
        aria-labelledby="district-rank-title"
        aria-describedby="district-rank-desc"
      >
        {ranked.map((r, i) => (
          <Group key={r.id} top={y(r.id) ?? 0}>
            <text x={LABEL - 8} y={y.bandwidth() / 2} dy="0.35em" textAnchor="end" fontSize={12} fill="#12221f">
              {nameOf(r)}
            </text>
            <rect
              x={LABEL}
              width={x(100)}
              height={y.bandwidth()}
              rx={3}
              fill="#eef2f1"
              {...mark(
                i,
                t('chartLink.district', { name: nameOf(r), share: formatShare(r.on_time_percentage, t.lang, '—') }),
                onDistrict && (() => onDistrict(r.id)),
              )}
            />
            <rect
              x={LABEL}
              width={x(r.on_time_percentage ?? 0)}
              height={y.bandwidth()}
              rx={3}
              fill={shareColor(r.on_time_percentage)}
              pointerEvents="none"
            />
            <text x={LABEL + x(100) + 6} y={y.bandwidth() / 2} dy="0.35em" fontSize={12} fill="#4a5b57">
              {formatShare(r.on_time_percentage, t.lang, '—')}
            </text>
          </Group>
        ))}
      </svg>
    );
  };

  const table = (
    <ChartTable
      head={[t('charts.rank.district'), t('charts.share'), t('tweets.stats.onTime'), t('charts.meals')]}
      rows={ranked.map((r) => ({
        key: r.id,
        label: nameOf(r),
        cells: [formatShare(r.on_time_percentage, t.lang, '—'), r.posted_on_time, r.meals_due],
      }))}
    />
  );

  return (
    <ChartFrame
      id="district-rank"
      title={t('charts.rank.title')}
      description={description}
      chart={chart}
      table={table}
    />
  );
}
