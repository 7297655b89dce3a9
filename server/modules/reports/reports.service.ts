/**
 * The weekly reports as the API offers them: the list a caller may read (a DD their districts' and
 * the state's, an admin every report; the access table's 'reports.read' scope), one report's PDF
 * (404 when not made or outside the caller's districts, like a missing record), and an admin's
 * remake of a week that has ended. Making them is reports.maker.ts.
 */
import { MSG } from '@common/messages.ts';
import { REPORT_MSG, reportText } from '@common/reports/report-texts.ts';
import { parseScope, weekEnded } from '@common/reports/report-weeks.ts';
import type { WeeklyReport } from '@common/contract/answers/reports.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, inScope } from '../../access/scope.ts';
import { makeWeek, reportKey } from './reports.maker.ts';
import { findReport, listReports } from './reports.repository.ts';

type Row = Awaited<ReturnType<typeof listReports>>['rows'][number];

const asReport = (r: Row): WeeklyReport => ({
  week: r.week,
  scope: r.scope,
  name:
    r.district_id === null
      ? { en: reportText('en', 'stateName'), kn: reportText('kn', 'stateName') }
      : { en: r.name_en ?? '', kn: r.name_kn ?? '' },
  from: r.first_day,
  to: r.last_day,
  made_at: r.made_at!.toISOString(),
  size: r.size ?? 0,
  emailed_at: r.emailed_at ? r.emailed_at.toISOString() : null,
});

export async function reportList(ctx: AppContext, user: AuthUser, q: { page: number; size: number }) {
  const scope = await districtScope(ctx, user, 'reports.read');
  const { rows, total } = await listReports(ctx.db, scope, q.page, q.size);
  return {
    items: rows.map(asReport),
    total_items: total,
    total_pages: Math.ceil(total / q.size),
    current_page: q.page,
  };
}

/** The PDF's bytes and a file name for the download. */
export async function reportPdf(ctx: AppContext, user: AuthUser, week: string, scope: string) {
  const parsed = parseScope(scope);
  if (!parsed) throw errors.notFound(MSG.notFound);
  if (parsed.kind === 'district' && !inScope(await districtScope(ctx, user, 'reports.read'), parsed.id))
    throw errors.notFound(MSG.notFound);
  const row = await findReport(ctx.db, week, scope);
  if (!row) throw errors.notFound(MSG.notFound);
  const body = await ctx.files.read(reportKey(week, scope));
  if (!body) throw errors.notFound(MSG.notFound);
  return { body, name: `weekly-report-${week}-${scope}.pdf` };
}

/** Makes an ended week's reports again, replacing the files; no email goes for them. */
export async function remakeWeek(ctx: AppContext, week: string) {
  if (!weekEnded(week, ctx.clock.now())) throw errors.conflict(REPORT_MSG.notEnded);
  const made = new Set(await makeWeek(ctx, week, { remake: true }));
  const { rows } = await listReports(ctx.db, null, 1, made.size || 1, week);
  return { week, reports: rows.filter((r) => made.has(r.scope)).map(asReport) };
}
