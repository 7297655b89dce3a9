/**
 * Routes of publishing to X (common/contract/operations/x.ts): thin calls into the connect and
 * retry services and today's counts; the callback answers a redirect to the console page that shows the outcome.
 */
import { xOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route, sent } from '../../lib/route.ts';
import { connectUrl, disconnect, finishConnect } from './x-connect.service.ts';
import { retryOnX } from './x-retry.service.ts';
import { xPublishingToday } from './x-today.service.ts';

export default defineRoutes([
  route(ops.connect, async ({ ctx, user, params }) => ({
    status: 200,
    data: await connectUrl(ctx, ctx.x?.client ?? null, user, params.id),
  })),
  route(ops.callback, async ({ ctx, query, reply, request }) =>
    sent(reply.redirect(await finishConnect(ctx, ctx.x?.client ?? null, query, request.log), 302)),
  ),
  route(ops.disconnect, async ({ ctx, user, params }) => ({
    status: 200,
    data: await disconnect(ctx, ctx.x?.client ?? null, user, params.id),
  })),
  route(ops.retry, async ({ ctx, user, params }) => ({ status: 200, data: await retryOnX(ctx, user, params.id) })),
  route(ops.today, async ({ ctx }) => ({ status: 200, data: await xPublishingToday(ctx) })),
]);
