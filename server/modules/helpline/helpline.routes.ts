/**
 * HELPLINE's read-only look-ups (common/contract/operations/helpline.ts): thin handlers over
 * helpline.service.ts.
 */
import { helplineOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { institutionLookup, lookup, wardenLookup } from './helpline.service.ts';

export default defineRoutes([
  route(ops.lookup, async ({ ctx, query }) => ({ status: 200, data: await lookup(ctx, query.q) })),
  route(ops.institution, async ({ ctx, user, params }) => ({
    status: 200,
    data: await institutionLookup(ctx, user, params.id),
  })),
  route(ops.warden, async ({ ctx, params }) => ({ status: 200, data: await wardenLookup(ctx, params.id) })),
]);
