/**
 * The posting schedule (common/contract/operations/reference.ts): every signed-in user reads it,
 * only a SUPER_ADMIN changes it, from tomorrow.
 */
import { referenceOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { saveSchedule, scheduleView } from './schedule.service.ts';

export default defineRoutes([
  route(ops.schedule, async ({ ctx }) => ({ status: 200, data: await scheduleView(ctx) })),
  route(ops.updateSchedule, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await saveSchedule(ctx, user, params.organization_type, body, request.ip),
  })),
]);
