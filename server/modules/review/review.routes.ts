/**
 * The review of flagged posts (common/contract/operations/review.ts): thin handlers over
 * review.service.ts.
 */
import { reviewOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { decideReview, reviewQueue } from './review.service.ts';

export default defineRoutes([
  route(ops.queue, async ({ ctx, user, query }) => ({ status: 200, data: await reviewQueue(ctx, user, query) })),
  route(ops.decide, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await decideReview(ctx, user, params.id, body, request.ip),
  })),
]);
