/**
 * Signing in and one's own account (common/contract/operations/auth.ts): thin handlers over the
 * auth services.
 */
import { MSG } from '@common/messages.ts';
import { authOps as ops } from '@common/contract/operations/index.ts';
import { errors } from '../../lib/errors.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { completeOwnDetails } from './me.ts';
import { login, logout, pendingAccount, refresh, sendCode, validateCode, validateTwoFactor } from './auth.service.ts';
import { enrolmentUri, resetTwoFactor } from './totp.service.ts';
import { changeOwnPassword } from './password.service.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { findAccountById } from './accounts.repository.ts';

export default defineRoutes([
  route(ops.login, async ({ ctx, body, request }) => ({ status: 200, data: await login(ctx, body, request.ip) })),

  route(ops.validateCode, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await validateCode(ctx, user, params.kind, body, request.ip),
  })),

  route(ops.validateTwoFactor, async ({ ctx, user, body, request }) => ({
    status: 200,
    data: await validateTwoFactor(ctx, user, body, request.ip),
  })),

  route(ops.enrolTwoFactor, async ({ ctx, user, params }) => {
    if (params.id !== user.id) throw errors.unauthorized(MSG.notPermitted);
    const account = await pendingAccount(ctx, user, '2fa');
    return { status: 200, data: { qr_token: await enrolmentUri(ctx, account) } };
  }),

  route(ops.resendCode, async ({ ctx, user, params }) => {
    await sendCode(ctx, await pendingAccount(ctx, user, params.kind), params.kind, true);
    return { status: 200, data: null };
  }),

  route(ops.refresh, async ({ ctx, body }) => ({ status: 200, data: await refresh(ctx, body.refresh_token) })),

  route(ops.logout, async ({ ctx, user, body }) => {
    if (body.refresh_token) await logout(ctx, body.refresh_token);
    else if (!user) throw errors.unauthorized(MSG.provideToken);
    return { status: 200, data: null };
  }),

  route(ops.ownDetails, async ({ ctx, user }) => ({ status: 200, data: await completeOwnDetails(ctx, user.id) })),

  route(ops.changePassword, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await changeOwnPassword(ctx, user, params.id, body, request.ip),
  })),

  route(ops.resetTwoFactor, async ({ ctx, user, params, request }) => {
    if (!(await findAccountById(ctx.db, params.id))) throw errors.notFound(MSG.adminNotFound);
    await resetTwoFactor(ctx, params.id);
    await audit(ctx.db, {
      actorId: user.id,
      action: '2fa.reset',
      entity: 'account',
      entityId: params.id,
      ip: request.ip,
      at: ctx.clock.now(),
    });
    return { status: 200, data: null };
  }),
]);
