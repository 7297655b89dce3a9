/**
 * `GET stat/admin-home` (ADMIN, SUPER_ADMIN: statewide) and `GET stat/dd-home` (a DD: their
 * districts; an admin: statewide): this month's counts as on the warden home, plus how many
 * institutions they cover. Optional `district`, `taluk` and `institution_type` narrow the scope.
 * The sums are shared by everyone with the same scope for CACHE_SECONDS (lib/caches.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { incompleteQuery } from '@common/console-queries.ts';
import { manageableRoles } from '@common/roles.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { districtScope, placeFilter } from '../organizations/scope.ts';
import { cachedAnswer, pendingResetsKey } from '../../lib/caches.ts';
import { cachedMonthCountsFor } from './month-counts.ts';
import { activeWardenCount } from '../accounts/accounts.repository.ts';
import { pendingResetCount } from '../reset/reset.repository.ts';
import { listDistricts } from '../places/places.repository.ts';

export async function supervisorStatsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/stat/admin-home', { preHandler: requireUser(['SUPER_ADMIN', 'ADMIN']) }, async (request, reply) => {
    const filter = await placeFilter(ctx, null, parse(incompleteQuery, request.query));
    const [counts, wardens, resets] = await Promise.all([
      cachedMonthCountsFor(ctx, filter),
      cachedAnswer(ctx.caches, 'active-wardens', () => activeWardenCount(ctx.db)),
      cachedAnswer(ctx.caches, pendingResetsKey(request.user!.id), () =>
        pendingResetCount(ctx.db, manageableRoles(request.user!.role), request.user!.id),
      ),
    ]);
    return send(reply, 200, MSG.statsReceived, {
      ...counts,
      active_wardens: Number(wardens.n),
      pending_reset_approvals: Number(resets.n),
    });
  });

  app.get('/stat/dd-home', { preHandler: requireUser(['DD', 'SUPER_ADMIN', 'ADMIN']) }, async (request, reply) => {
    const scope = await districtScope(ctx, request.user!);
    const filter = await placeFilter(ctx, scope, parse(incompleteQuery, request.query));
    const [districts, counts] = await Promise.all([
      cachedAnswer(ctx.caches, `districts:${JSON.stringify(scope)}`, () => listDistricts(ctx.db, scope)),
      cachedMonthCountsFor(ctx, filter),
    ]);
    return send(reply, 200, MSG.statsReceived, {
      ...counts,
      districts: districts.map((d) => ({ id: d.id, name: { en: d.name_en, kn: d.name_kn } })),
    });
  });
}
