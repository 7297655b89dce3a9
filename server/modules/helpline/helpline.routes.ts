/**
 * HELPLINE look-ups (DECISIONS §8), read-only: `GET helpline/lookup?q=` (institutions by English or
 * Kannada name or X handle; wardens by name, email or phone), `GET helpline/organization/{id}` and
 * `GET helpline/warden/{id}`. HELPLINE, ADMIN and SUPER_ADMIN may call them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { lookupQuery } from '@common/console-queries.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { institutionLookup, lookup, wardenLookup } from './helpline.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export async function helplineRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const guard = requireUser(['HELPLINE', 'ADMIN', 'SUPER_ADMIN']);

  app.get('/helpline/lookup', { preHandler: guard }, async (request, reply) => {
    const { q } = parse(lookupQuery, request.query);
    return send(reply, 200, CONSOLE_MSG.lookupReceived, await lookup(ctx, q));
  });

  app.get('/helpline/organization/:id', { preHandler: guard }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, CONSOLE_MSG.lookupReceived, await institutionLookup(ctx, request.user!, id));
  });

  app.get('/helpline/warden/:id', { preHandler: guard }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, CONSOLE_MSG.lookupReceived, await wardenLookup(ctx, id));
  });
}
