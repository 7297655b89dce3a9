/**
 * Routes of the password reset (SPEC.md §7) and its approvals (DECISIONS §5).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { emailSchema, resetPasswordSchema, resetRequestSchema, validateResetSchema } from '@common/validation.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { bearerToken, requireUser } from '../../plugins/auth.ts';
import {
  changeAfterReset,
  decide,
  listPending,
  publicRequest,
  requestReset,
  resendResetCode,
  validateResetCode,
  withdraw,
} from './reset.service.ts';

const requestParam = z.object({ request_id: z.coerce.number().int().positive() });
const userParam = z.object({ user_id: z.coerce.number().int().positive() });
const emailBody = z.object({ email_id: emailSchema });

export async function resetRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const approvers = requireUser(['SUPER_ADMIN', 'ADMIN']);

  app.post('/reset-password/request', async (request, reply) => {
    const { email_id } = parse(resetRequestSchema, request.body);
    const result = await requestReset(ctx, email_id, request.ip);
    return send(reply, result.statusCode, result.statusCode === 201 ? MSG.entityCreated : MSG.ok, result.data);
  });

  app.get('/reset-password/pending', { preHandler: approvers }, async (request, reply) =>
    send(reply, 200, MSG.ok, await listPending(ctx, request.user!)),
  );

  app.patch('/reset-password/approve/:request_id', { preHandler: approvers }, async (request, reply) => {
    const { request_id } = parse(requestParam, request.params);
    return send(reply, 200, MSG.ok, await decide(ctx, request.user!, request_id, true, request.ip));
  });

  app.patch('/reset-password/reject/:request_id', { preHandler: approvers }, async (request, reply) => {
    const { request_id } = parse(requestParam, request.params);
    return send(reply, 200, MSG.ok, await decide(ctx, request.user!, request_id, false, request.ip));
  });

  app.get('/reset-password/:request_id', async (request, reply) => {
    const { request_id } = parse(requestParam, request.params);
    return send(reply, 200, MSG.ok, await publicRequest(ctx, request_id));
  });

  app.patch('/admin/validate/reset/password', async (request, reply) => {
    const input = parse(validateResetSchema, request.body);
    return send(reply, 200, MSG.ok, await validateResetCode(ctx, input));
  });

  app.patch('/reset-password/change/:user_id', async (request, reply) => {
    const { user_id } = parse(userParam, request.params);
    const input = parse(resetPasswordSchema, request.body);
    await changeAfterReset(ctx, bearerToken(request), user_id, input.new_password, request.ip);
    return send(reply, 200, MSG.ok, null);
  });

  app.patch('/reset-password/withdraw/:request_id', async (request, reply) => {
    const { request_id } = parse(requestParam, request.params);
    const { email_id } = parse(emailBody, request.body);
    return send(reply, 200, MSG.ok, await withdraw(ctx, request_id, email_id));
  });

  app.patch('/reset-password/resend/otp/:request_id', async (request, reply) => {
    const { request_id } = parse(requestParam, request.params);
    const { email_id } = parse(emailBody, request.body);
    return send(reply, 200, MSG.ok, await resendResetCode(ctx, request_id, email_id));
  });
}
