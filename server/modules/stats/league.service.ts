/**
 * The punctuality league table: districts or taluks ranked by the share of meals due that were
 * posted on time, for the week (Monday to Sunday) or calendar month holding a date. Counts come from
 * `periodCounts`, so a month of the whole state reads the roll-up, not the posts. A DD ranks the
 * taluks of their districts, or their districts among themselves. The CSV download is UTF-8 with a
 * byte-order mark so spreadsheet programs show the Kannada names, and cells a spreadsheet would run
 * as a formula (starting with = + - @) are defused with a leading apostrophe. A table is shared by
 * everyone asking the same for CACHE_SECONDS.
 */
import type { LeagueQuery } from '@common/console-queries.ts';
import { onTimePercentage, periodBounds } from '@common/periods.ts';
import { istDate } from '@common/schedule.ts';
import { MEAL_STATUSES, STATUS_LABELS } from '@common/status-scale.ts';
import type { AppContext } from '../../context.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, placeFilter } from '../../access/scope.ts';
import { districtNames, talukNames } from '../places/places.repository.ts';
import { periodCounts, type PeriodCounts } from './period-counts.ts';

type Named = {
  id: number;
  name: { en: string; kn: string };
  district: { id: number; name: { en: string; kn: string } } | null;
};

/** The English and Kannada names of districts or taluks (a taluk's with its district's). */
export async function namesOf(ctx: AppContext, by: 'district' | 'taluk', ids: number[]): Promise<Map<number, Named>> {
  const names = new Map<number, Named>();
  if (ids.length === 0) return names;
  if (by === 'district') {
    const rows = await districtNames(ctx.db, ids);
    for (const r of rows) names.set(r.id, { id: r.id, name: { en: r.name_en, kn: r.name_kn }, district: null });
    return names;
  }
  const rows = await talukNames(ctx.db, ids);
  for (const r of rows)
    names.set(r.id, {
      id: r.id,
      name: { en: r.name_en, kn: r.name_kn },
      district: { id: r.district_id, name: { en: r.district_en, kn: r.district_kn } },
    });
  return names;
}

/** League rows of counts by place, best on-time share first; equal shares share a rank (1, 2, 2, 4), nothing due no rank. */
export function rankedRows(counts: Map<number, PeriodCounts>, names: Map<number, Named>) {
  const rows = [...counts.entries()]
    .map(([id, c]) => ({
      rank: null as number | null,
      ...(names.get(id) ?? { id, name: { en: '', kn: '' }, district: null }),
      institutions: c.institutions,
      meals_due: c.meals_due,
      posted_on_time: c.posted_on_time,
      posted_with_delay: c.posted_with_delay,
      post_not_considered: c.post_not_considered,
      tweets_not_posted: c.tweets_not_posted,
      holiday: c.holiday,
      on_time_percentage: onTimePercentage(c.posted_on_time, c.meals_due),
    }))
    .sort((a, b) => (b.on_time_percentage ?? -1) - (a.on_time_percentage ?? -1) || a.name.en.localeCompare(b.name.en));
  rows.forEach((row, i) => {
    if (row.on_time_percentage === null) return;
    const previous = rows[i - 1];
    row.rank = previous && previous.on_time_percentage === row.on_time_percentage ? previous.rank : i + 1;
  });
  return rows;
}

export async function leagueTable(ctx: AppContext, user: AuthUser, q: LeagueQuery) {
  const now = ctx.clock.now();
  const filter = await placeFilter(ctx, await districtScope(ctx, user, 'stats.league'), { district: q.district });
  const { first, last } = periodBounds(q.period, q.date ?? istDate(now));
  // Shared by everyone asking the same for CACHE_SECONDS, like the homes' counts.
  const rows = await cachedAnswer(ctx.caches, `league:${JSON.stringify(filter)}:${q.by}:${first}:${last}`, async () => {
    const counts = await periodCounts(ctx.db, filter, first, last, now, q.by);
    return rankedRows(counts, await namesOf(ctx, q.by, [...counts.keys()]));
  });
  return {
    by: q.by,
    period: q.period,
    from: first,
    to: last,
    items: rows,
    total_items: rows.length,
    total_pages: rows.length ? 1 : 0,
    current_page: 1,
  };
}
export type LeagueTable = Awaited<ReturnType<typeof leagueTable>>;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leagueCsv(table: LeagueTable): string {
  const place = table.by === 'district' ? 'District' : 'Taluk';
  const header = [
    'Rank',
    `${place} (English)`,
    `${place} (Kannada)`,
    ...(table.by === 'taluk' ? ['District'] : []),
    'Institutions',
    'Meals due',
    ...MEAL_STATUSES.map((s) => STATUS_LABELS.en[s]),
    'On-time %',
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const r of table.items) {
    const cells = [
      r.rank,
      r.name.en,
      r.name.kn,
      ...(table.by === 'taluk' ? [r.district?.name.en ?? ''] : []),
      r.institutions,
      r.meals_due,
      r.posted_on_time,
      r.posted_with_delay,
      r.post_not_considered,
      r.tweets_not_posted,
      r.holiday,
      r.on_time_percentage,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const leagueFileName = (table: LeagueTable): string =>
  `league-table-${table.by}-${table.period}-${table.from}.csv`;
