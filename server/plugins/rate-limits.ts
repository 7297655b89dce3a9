/**
 * Rate limits (docs/spec-notes.md, 'Rate limits'), by @fastify/rate-limit, counted in this process's memory: with N
 * processes a client may get up to N times a limit (docs/spec-notes.md says why that is enough).
 * Each operation falls in one class, read from the contract:
 * - unauthenticated writes (sign-in, codes, password reset): 30 a minute per address;
 * - unauthenticated reads (public site data, places, the public institution list): 300 a minute per address;
 * - uploads (a photo, a library file, its replacement): 120 a minute per account;
 * - posting a meal: 60 a minute per account.
 * Other signed-in calls are not limited (each is already bound to an account and its role). The
 * check runs after the guard (preHandler), so an account's key is its verified id. A refusal is
 * the usual 429 envelope with words in the contract's style and Retry-After; the outbox retries a 429 later.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG, fill } from '@common/messages.ts';
import type { Operation } from '@common/contract/operation.ts';
import { errors } from '../lib/errors.ts';

const MINUTE = 60_000;
const UPLOADS = new Set(['uploadMedia', 'replaceMediaFile']);
const POSTING = new Set(['createTweet']);

export interface RateLimitPolicy {
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
const byAccount = (request: FastifyRequest) => (request.user ? `account:${request.user.id}` : byAddress(request));

/** The limit of an operation, or undefined when it has none. */
export function rateLimitOf(op: Operation): RateLimitPolicy | undefined {
  if (UPLOADS.has(op.id)) return { max: 120, timeWindow: MINUTE, keyGenerator: byAccount };
  if (POSTING.has(op.id)) return { max: 60, timeWindow: MINUTE, keyGenerator: byAccount };
  if (op.access !== 'public' && op.access !== 'pending' && op.access !== 'reset') return undefined;
  return op.method === 'GET'
    ? { max: 300, timeWindow: MINUTE, keyGenerator: byAddress }
    : { max: 30, timeWindow: MINUTE, keyGenerator: byAddress };
}

export const rateLimits = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return errors.tooMany(fill(MSG.tooManyRequests, { seconds }), null, seconds);
    },
  });
});
