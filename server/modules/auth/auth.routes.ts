/**
 * Routes under /api/v1/admin for signing in and out (SPEC.md §7, DECISIONS §4).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { loginSchema, validateOtpSchema } from '@common/validation.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { errors } from '../../lib/errors.ts';
import { requirePending, requireUser } from '../../plugins/auth.ts';
import { completeOwnDetails } from './me.ts';
import { login, logout, pendingAccount, refresh, sendCode, validateCode } from './auth.service.ts';

const refreshSchema = z.object({ refresh_token: z.string().min(1).max(200) });
const codeKind = z.object({ kind: z.enum(['email', 'phone']) });

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post('/admin/login', async (request, reply) => {
    const input = parse(loginSchema, request.body);
    return send(reply, 200, MSG.loggedIn, await login(ctx, input, request.ip));
  });

  app.post('/admin/validate/:kind', { preHandler: requirePending }, async (request, reply) => {
    const { kind } = parse(codeKind, request.params);
    const input = parse(validateOtpSchema, request.body);
    return send(reply, 200, MSG.loggedIn, await validateCode(ctx, request.user!, kind, input, request.ip));
  });

  app.post('/admin/validate/:kind/resend', { preHandler: requirePending }, async (request, reply) => {
    const { kind } = parse(codeKind, request.params);
    const account = await pendingAccount(ctx, request.user!, kind);
    await sendCode(ctx, account, kind, true);
    return send(reply, 200, MSG.otpSent, null);
  });

  app.post('/admin/refresh', async (request, reply) => {
    const { refresh_token } = parse(refreshSchema, request.body);
    return send(reply, 200, MSG.tokenRefreshed, await refresh(ctx, refresh_token));
  });

  app.post('/admin/logout', async (request, reply) => {
    const body = refreshSchema.safeParse(request.body ?? {});
    if (body.success) await logout(ctx, body.data.refresh_token);
    else if (!request.user) throw errors.unauthorized(MSG.provideToken);
    return send(reply, 200, MSG.loggedOut, null);
  });

  app.get('/admin/all-admins/auth', { preHandler: requireUser() }, async (request, reply) => {
    return reply.code(200).send(await completeOwnDetails(ctx, request.user!.id));
  });
}
