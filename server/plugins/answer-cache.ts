/**
 * Keeps cached answers honest (lib/caches.ts): after a signed-in user's write succeeds, a warden's
 * own answers are forgotten, and a console user's write forgets every answer. Reads and sign-in
 * steps change nothing the answers hold.
 */
import { ROLE } from '@common/roles.ts';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { wardenAnswerPrefix } from '../lib/caches.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const answerCachePlugin = fp(async (app: FastifyInstance) => {
  // onSend, not onResponse: the answers are forgotten before the writer can read the next one.
  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.user;
    if (READS.has(request.method) || reply.statusCode >= 400 || !user?.is_validated) return payload;
    if (user.role === ROLE.WARDEN) app.ctx.caches.answers.forgetPrefix(wardenAnswerPrefix(user.id));
    else app.ctx.caches.answers.clear();
    return payload;
  });
});
