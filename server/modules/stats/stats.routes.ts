/**
 * Statistics (common/contract/operations/stats.ts and charts.ts): the warden's, the DD's and the
 * admin's month, the incomplete institutes, the league table with its CSV download, and the charts'
 * day-by-day counts and an institution's last days; thin handlers over the stats services.
 */
import type { FastifyReply } from 'fastify';
import { chartOps, statsOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route, sent, type Handler } from '../../lib/route.ts';
import { wardenMonthCounts } from './month-counts.ts';
import { missedMeals } from './missed-meals.service.ts';
import { adminHome, ddHome } from './supervisor-stats.service.ts';
import { incompleteByDistrictPage, incompleteCountsIn, incompletePage } from './incomplete.service.ts';
import { leagueCsv, leagueFileName, leagueTable } from './league.service.ts';
import { dailyStats, institutionDays } from './charts.service.ts';

const incompleteList =
  (kind: Parameters<typeof incompletePage>[3], fixedSize?: number): Handler<typeof ops.incompleteWarden> =>
  async ({ ctx, user, query }) => ({ status: 200, data: await incompletePage(ctx, user, query, kind, fixedSize) });

const csv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);

export default defineRoutes([
  route(ops.warden, async ({ ctx, user }) => ({ status: 200, data: await wardenMonthCounts(ctx, user.id) })),
  route(ops.wardenNotPosted, async ({ ctx, user, query }) => ({
    status: 200,
    data: await missedMeals(ctx, user.id, query.page, query.size),
  })),
  route(ops.dd, async ({ ctx, user, query }) => ({ status: 200, data: await ddHome(ctx, user, query) })),
  route(ops.admin, async ({ ctx, user, query }) => ({ status: 200, data: await adminHome(ctx, user, query) })),
  route(ops.incomplete, async ({ ctx, user, query }) => ({
    status: 200,
    data: await incompleteCountsIn(ctx, user, query),
  })),
  route(ops.incompleteByDistrict, async ({ ctx, user, query }) => ({
    status: 200,
    data: await incompleteByDistrictPage(ctx, user, query),
  })),
  route(ops.incompleteLimited, incompleteList('any', 10)),
  route(ops.incompleteWarden, incompleteList('warden')),
  route(ops.incompleteTwitterId, incompleteList('twitter_id')),
  route(ops.incompleteTwitterPassword, incompleteList('twitter_password')),
  route(ops.incompleteXConnection, incompleteList('x_connection')),
  route(ops.league, async ({ ctx, user, query }) => ({ status: 200, data: await leagueTable(ctx, user, query) })),
  route(ops.leagueCsv, async ({ ctx, user, query, reply }) => {
    const table = await leagueTable(ctx, user, query);
    return sent(csv(reply, leagueFileName(table), leagueCsv(table)));
  }),
  route(chartOps.daily, async ({ ctx, user, query }) => ({ status: 200, data: await dailyStats(ctx, user, query) })),
  route(chartOps.institutionDays, async ({ ctx, user, params, query }) => ({
    status: 200,
    data: await institutionDays(ctx, user, params.id, query),
  })),
]);
