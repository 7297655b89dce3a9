/**
 * The public log's API operation (common/contract/operations/public-log.ts): a post's receipt, for
 * anyone; a thin handler over log-proof.service.ts. The log's files are served by
 * public-log.plugin.ts, outside the API.
 */
import { publicLogOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { logProof } from './log-proof.service.ts';

export default defineRoutes([
  route(ops.proof, async ({ ctx, params }) => ({ status: 200, data: await logProof(ctx, params.post_id) })),
]);
