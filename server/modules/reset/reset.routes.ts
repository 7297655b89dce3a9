/**
 * The password reset and its approvals (common/contract/operations/reset.ts): thin handlers over
 * reset.service.ts and reset-decide.service.ts.
 */
import { resetOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { bearerToken } from '../../lib/tokens.ts';
import { decide, listPending } from './reset-decide.service.ts';
import {
  changeAfterReset,
  publicRequest,
  requestReset,
  resendResetCode,
  validateResetCode,
  withdraw,
} from './reset.service.ts';

export default defineRoutes([
  route(ops.request, async ({ ctx, body, request }) => {
    const result = await requestReset(ctx, body.email_id, request.ip);
    return { status: result.statusCode, data: result.data };
  }),
  route(ops.listPending, async ({ ctx, user }) => ({ status: 200, data: await listPending(ctx, user) })),
  route(ops.approve, async ({ ctx, user, params, request }) => ({
    status: 200,
    data: await decide(ctx, user, params.request_id, true, request.ip),
  })),
  route(ops.reject, async ({ ctx, user, params, request }) => ({
    status: 200,
    data: await decide(ctx, user, params.request_id, false, request.ip),
  })),
  route(ops.read, async ({ ctx, params }) => ({ status: 200, data: await publicRequest(ctx, params.request_id) })),
  route(ops.validate, async ({ ctx, body }) => ({ status: 200, data: await validateResetCode(ctx, body) })),
  route(ops.change, async ({ ctx, params, body, request }) => {
    await changeAfterReset(ctx, bearerToken(request), params.user_id, body.new_password, request.ip);
    return { status: 200, data: null };
  }),
  route(ops.withdraw, async ({ ctx, params, body }) => ({
    status: 200,
    data: await withdraw(ctx, params.request_id, body.email_id),
  })),
  route(ops.resend, async ({ ctx, params, body }) => ({
    status: 200,
    data: await resendResetCode(ctx, params.request_id, body.email_id),
  })),
]);
