/**
 * For tests only (ServerOverrides.checkAnswers): holds every answer to its contract. A success
 * answer must come out of the serialiser exactly as the handler built it (a field the schema lacks
 * would be dropped silently, a null coerced to 0) and match its zod schema; a refusal must be a
 * valid error envelope whose status_code is the HTTP status. A broken answer becomes a 500 naming
 * the first difference, so the test that provoked it fails.
 */
import { isDeepStrictEqual } from 'node:util';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@common/contract/operations/index.ts';
import { envelopeOf, errorEnvelope } from '@common/contract/shared.ts';
import { envelope } from '../lib/reply.ts';

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
const built = new WeakMap<FastifyRequest, unknown>();

/** The first path where two JSON values differ, for the failure message. */
export function firstDifference(a: unknown, b: unknown, at = 'body'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found) return found;
  }
  return at;
}

function problemOf(request: FastifyRequest, status: number, sent: unknown): string | null {
  const op = byId.get((request.routeOptions.config as { operationId?: string }).operationId ?? '');
  if (!op || op.produces) return null;
  if (status >= 400) {
    const ok = errorEnvelope.safeParse(sent);
    return ok.success && ok.data.status_code === status ? null : `refusal outside the error envelope (${status})`;
  }
  const answer = op.answers[status];
  if (!answer) return `${op.id} answered ${status}, which it does not declare`;
  if (!envelopeOf(answer.data).safeParse(sent).success) return `${op.id} answer does not match its schema`;
  const before = built.get(request);
  const drift = before === undefined ? null : firstDifference(JSON.parse(JSON.stringify(before)), sent);
  return drift ? `${op.id} answer differs from its schema at ${drift}` : null;
}

export const answerCheckPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    built.set(request, payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const problem = problemOf(request, reply.statusCode, JSON.parse(payload));
    if (!problem) return payload;
    request.log.error({ problem }, 'answer outside its contract');
    reply.code(500);
    return JSON.stringify(envelope(500, `Answer outside its contract: ${problem}`, null));
  });
});
