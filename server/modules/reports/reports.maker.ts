/**
 * Makes a week's reports: the state's and each district's PDF, each once. Every scope is claimed in
 * the database first (a unique row per week and scope), so a second process, or a restart, finds
 * it taken and makes nothing; the week's counts are read only when some scope is still to make. A
 * file goes to the file store (server/storage/), which writes it whole or not at all. A remake
 * claims every scope whatever its row holds and replaces the files, keeping one row per scope.
 */
import crypto from 'node:crypto';
import { districtScopeName, STATE_SCOPE, weekDays } from '@common/reports/report-weeks.ts';
import type { AppContext } from '../../context.ts';
import { listDistricts } from '../places/places.repository.ts';
import { weekData, type ScopeData, type WeekData } from './report-data.ts';
import { renderReport } from './report-pdf.ts';
import { claimReport, finishReport, releaseClaims, reportsOfWeek } from './reports.repository.ts';

/** A claim older than this, never finished, was left by a process that died. */
const STALE_CLAIM_MS = 15 * 60 * 1000;

/** The report's key in the file store. */
export const reportKey = (week: string, scope: string): string => `reports/${week}/${scope}.pdf`;

async function writeReport(ctx: AppContext, id: number, week: WeekData, data: ScopeData): Promise<void> {
  const madeAt = ctx.clock.now();
  const pdf = await renderReport(week, data, madeAt);
  await ctx.files.put(reportKey(week.week, data.scope), pdf, { replace: true });
  await finishReport(ctx.db, id, madeAt, pdf.length, crypto.createHash('sha256').update(pdf).digest('hex'));
}

/** Makes the week's missing reports (all of them when `remake`); answers the scopes this call made. */
export async function makeWeek(
  ctx: AppContext,
  week: string,
  opts: { remake?: boolean; stopped?: () => boolean } = {},
): Promise<string[]> {
  const remake = opts.remake ?? false;
  const { first, last } = weekDays(week)!;
  const districts = await listDistricts(ctx.db, null);
  const keys = [
    { scope: STATE_SCOPE, district_id: null },
    ...districts.map((d) => ({ scope: districtScopeName(d.id), district_id: d.id })),
  ];
  if (!remake) {
    const made = new Set((await reportsOfWeek(ctx.db, week)).filter((r) => r.made_at).map((r) => r.scope));
    if (keys.every((k) => made.has(k.scope))) return [];
  }
  const now = ctx.clock.now();
  const claimed: { id: number; scope: string }[] = [];
  for (const key of keys) {
    const id = await claimReport(
      ctx.db,
      { ...key, week, first_day: first, last_day: last },
      now,
      new Date(now.getTime() - STALE_CLAIM_MS),
      remake,
    );
    if (id !== undefined) claimed.push({ id, scope: key.scope });
  }
  if (claimed.length === 0) return [];
  const made: string[] = [];
  try {
    const data = await weekData(ctx, week);
    const byScope = new Map([data.state, ...data.districts].map((s) => [s.scope, s]));
    for (const { id, scope } of claimed) {
      if (opts.stopped?.()) break;
      const scopeData = byScope.get(scope);
      if (scopeData) await writeReport(ctx, id, data, scopeData);
      made.push(scope);
    }
  } finally {
    // Not made now (stopped, or failed): the next run claims them again at once.
    await releaseClaims(
      ctx.db,
      claimed.filter((c) => !made.includes(c.scope)).map((c) => c.id),
    );
  }
  return made;
}
