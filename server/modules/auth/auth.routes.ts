/**
 * Routes under /api/v1/admin for signing in and out (SPEC.md §7, DECISIONS §4).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { changePasswordSchema, loginSchema, validate2faSchema, validateOtpSchema } from '@common/validation.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { errors } from '../../lib/errors.ts';
import { requirePending, requireUser } from '../../plugins/auth.ts';
import { completeOwnDetails } from './me.ts';
import { login, logout, pendingAccount, refresh, sendCode, validateCode, validateTwoFactor } from './auth.service.ts';
import { enrolmentUri, resetTwoFactor } from './totp.service.ts';
import { changeOwnPassword } from './password.service.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { findAccountById } from './accounts.repository.ts';

const refreshSchema = z.object({ refresh_token: z.string().min(1).max(200) });
const codeKind = z.object({ kind: z.enum(['email', 'phone']) });
const idParam = z.object({ id: z.coerce.number().int().positive() });

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

  app.post('/admin/validate/2fa', { preHandler: requirePending }, async (request, reply) => {
    const input = parse(validate2faSchema, request.body);
    return send(reply, 200, MSG.loggedIn, await validateTwoFactor(ctx, request.user!, input, request.ip));
  });

  app.get('/admin/enable/2fa/:id', { preHandler: requirePending }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    if (id !== request.user!.id) throw errors.unauthorized(MSG.notPermitted);
    const account = await pendingAccount(ctx, request.user!, '2fa');
    return send(reply, 200, MSG.ok, { qr_token: await enrolmentUri(ctx, account) });
  });

  app.patch('/admin/:id/reset-2fa', { preHandler: requireUser(['SUPER_ADMIN']) }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    if (!(await findAccountById(ctx.db, id))) throw errors.notFound(MSG.adminNotFound);
    await resetTwoFactor(ctx, id);
    await audit(ctx.db, {
      actorId: request.user!.id,
      action: '2fa.reset',
      entity: 'account',
      entityId: id,
      ip: request.ip,
      at: ctx.clock.now(),
    });
    return send(reply, 200, MSG.ok, null);
  });

  app.patch('/admin/change-password/:id', { preHandler: requireUser() }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const input = parse(changePasswordSchema, request.body);
    return send(reply, 200, MSG.ok, await changeOwnPassword(ctx, request.user!, id, input, request.ip));
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
