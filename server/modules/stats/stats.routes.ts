/**
 * `GET stat/warden-home`: this calendar month's counts for the warden's institutions (cached until
 * the warden posts, or CACHE_SECONDS: lib/caches.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { wardenMonthCounts } from './month-counts.ts';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/stat/warden-home', { preHandler: requireUser(['WARDEN']) }, async (request, reply) => {
    return send(reply, 200, MSG.statsReceived, await wardenMonthCounts(ctx, request.user!.id));
  });
}
