/**
 * `GET stat/league-table` (JSON, in the envelope) and `GET stat/league-table/csv` (a file download):
 * by=district|taluk, period=week|month, date=YYYY-MM-DD (default today), district. DD, ADMIN and
 * SUPER_ADMIN, each in their scope.
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { leagueQuery } from '@common/console-queries.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { leagueCsv, leagueFileName, leagueTable } from './league.service.ts';

export async function leagueRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const guard = requireUser(['DD', 'SUPER_ADMIN', 'ADMIN']);

  app.get('/stat/league-table', { preHandler: guard }, async (request, reply) => {
    const table = await leagueTable(ctx, request.user!, parse(leagueQuery, request.query));
    return send(reply, 200, MSG.statsReceived, table);
  });

  app.get('/stat/league-table/csv', { preHandler: guard }, async (request, reply) => {
    const table = await leagueTable(ctx, request.user!, parse(leagueQuery, request.query));
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${leagueFileName(table)}"`)
      .header('cache-control', 'no-store')
      .send(leagueCsv(table));
  });
}
