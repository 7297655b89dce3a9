/**
 * The weekly audit reports (common/contract/operations/reports.ts): the list, one PDF as a file
 * download, and an admin's remake; thin handlers over reports.service.ts.
 */
import { reportOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route, sent } from '../../lib/route.ts';
import { remakeWeek, reportList, reportPdf } from './reports.service.ts';

export default defineRoutes([
  route(ops.list, async ({ ctx, user, query }) => ({ status: 200, data: await reportList(ctx, user, query) })),
  route(ops.file, async ({ ctx, user, params, reply }) => {
    const file = await reportPdf(ctx, user, params.week, params.scope);
    return sent(
      reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body),
    );
  }),
  route(ops.remake, async ({ ctx, params }) => ({ status: 200, data: await remakeWeek(ctx, params.week) })),
]);
