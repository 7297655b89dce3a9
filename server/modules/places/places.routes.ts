/**
 * Districts and taluks (common/contract/operations/reference.ts): thin handlers over places.service.ts.
 */
import { referenceOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { districts, taluksOf } from './places.service.ts';

export default defineRoutes([
  route(ops.districts, async ({ ctx }) => ({ status: 200, data: await districts(ctx) })),
  route(ops.taluks, async ({ ctx, params }) => ({ status: 200, data: await taluksOf(ctx, params.id) })),
]);
