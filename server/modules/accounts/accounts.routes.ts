/**
 * Account management under /api/v1/admin (SPEC.md §7, DECISIONS §8): create (`POST admin`), the
 * admin listing with its filters (`GET admin/super-admin/auth` and `.../auth/all`), one account,
 * disable and enable with a reason, a DD's districts, and the director look-up. The 2FA reset
 * stays in auth.routes.ts; one's own details are `GET admin/all-admins/auth`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { checkDirectorSchema, createAccountSchema, reasonSchema, setDistrictsSchema } from '@common/account-schema.ts';
import { accountListQuery } from '@common/console-queries.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  accountDetails,
  accountList,
  checkDirector,
  createAccount,
  setAccountDisabled,
  setAccountDistricts,
} from './accounts.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const managers = requireUser(['SUPER_ADMIN', 'ADMIN']);

  app.post('/admin', { preHandler: managers }, async (request, reply) => {
    const input = parse(createAccountSchema, request.body);
    return send(reply, 201, MSG.entityCreated, await createAccount(ctx, request.user!, input, request.ip));
  });

  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parse(accountListQuery, request.query);
    return send(reply, 200, CONSOLE_MSG.accountsReceived, await accountList(ctx, request.user!, query));
  };
  // SPEC.md §7 names both paths with the same query; they answer the same list.
  app.get('/admin/super-admin/auth', { preHandler: managers }, list);
  app.get('/admin/super-admin/auth/all', { preHandler: managers }, list);

  app.get('/admin/:id', { preHandler: managers }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, CONSOLE_MSG.accountReceived, await accountDetails(ctx, request.user!, id));
  });

  app.patch('/admin/:id/disable', { preHandler: managers }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const { reason } = parse(reasonSchema, request.body);
    return send(
      reply,
      200,
      CONSOLE_MSG.accountDisabled,
      await setAccountDisabled(ctx, request.user!, id, true, reason, request.ip),
    );
  });

  app.patch('/admin/:id/enable', { preHandler: managers }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(
      reply,
      200,
      CONSOLE_MSG.accountEnabled,
      await setAccountDisabled(ctx, request.user!, id, false, null, request.ip),
    );
  });

  app.patch('/admin/:id/districts', { preHandler: managers }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const { districts } = parse(setDistrictsSchema, request.body);
    return send(
      reply,
      200,
      CONSOLE_MSG.districtsSet,
      await setAccountDistricts(ctx, request.user!, id, districts, request.ip),
    );
  });

  app.post('/admin/check/director', { preHandler: managers }, async (request, reply) => {
    const { email_id } = parse(checkDirectorSchema, request.body);
    return send(reply, 200, CONSOLE_MSG.directorChecked, await checkDirector(ctx, email_id));
  });
}
