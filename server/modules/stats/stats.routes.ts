/**
 * `GET stat/warden-home`: this calendar month's counts for the warden's institutions.
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { wardenOrganizations } from '../organizations/organizations.repository.ts';
import { monthCounts } from './month-counts.ts';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get('/stat/warden-home', { preHandler: requireUser(['WARDEN']) }, async (request, reply) => {
    const orgs = await wardenOrganizations(ctx.db, request.user!.id);
    return send(reply, 200, MSG.statsReceived, await monthCounts(ctx.db, orgs, ctx.clock.now()));
  });
}
