/**
 * Mounts one route per operation of the contract: the guard its access names runs on request (so
 * 401/403 come before any 422), zod parses params, query and body with the shared schemas (bad
 * input is 422 with field errors), the operation's rate limit applies (plugins/rate-limits.ts), and
 * the answer is serialised by the operation's answer schema.
 * The server refuses to start while an operation has no handler or a handler no operation.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { OPERATIONS } from '@common/contract/operations/index.ts';
import { JSON_BODY_LIMIT, type Operation } from '@common/contract/operation.ts';
import { envelopeOf } from '@common/contract/shared.ts';
import { toFieldErrors } from '@common/validation.ts';
import { errors } from '../lib/errors.ts';
import { envelope } from '../lib/reply.ts';
import type { BoundRoute, RouteModule } from '../lib/route.ts';
import { serializerSchemaOf } from '../lib/serializer-schema.ts';
import { guardFor } from './auth.ts';
import { rateLimitOf } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (plugins/answer-check.ts reads it). */
    operationId?: string;
  }
}

/** Fastify's validator, by zod: the parsed value (coerced, defaulted) replaces the raw one. */
function zodValidator({ schema }: { schema: unknown }) {
  const zod = schema as z.ZodType;
  return (data: unknown) => {
    const result = zod.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: errors.invalid(toFieldErrors(result.error)) };
  };
}

function schemaOf(op: Operation): FastifySchema {
  const response: Record<number, unknown> = {};
  if (!op.produces) {
    for (const [status, answer] of Object.entries(op.answers))
      response[Number(status)] = serializerSchemaOf(envelopeOf(answer.data));
  }
  const parts = { params: op.params, querystring: op.query, body: op.body };
  // An absent part is left out, not set to undefined (Fastify warns of a missing schema otherwise).
  return { ...Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema)), response };
}

function mount(scope: FastifyInstance, { op, handler }: BoundRoute): void {
  scope.route({
    method: op.method,
    url: op.path.replace(/\{(\w+)\}/g, ':$1'),
    onRequest: guardFor(op.access),
    schema: schemaOf(op),
    // Multipart bodies are bounded by their own limits (modules/media/upload-request.ts).
    ...(op.consumes ? {} : { bodyLimit: op.bodyLimit ?? JSON_BODY_LIMIT }),
    config: { operationId: op.id, ...(scope.ctx.config.RATE_LIMITS === 'on' ? { rateLimit: rateLimitOf(op) } : {}) },
    handler: async (request, reply) => {
      const { params, query, body } = request as unknown as Record<string, undefined>;
      const result = await handler({
        ctx: scope.ctx,
        user: request.user as never,
        params,
        query,
        body,
        request,
        reply,
      });
      if ('sent' in result) return result.sent;
      const { status, data } = result as { status: number; data: unknown };
      const answer = op.answers[status];
      if (!answer) throw new Error(`${op.id} answered ${status}, which it does not declare`);
      return reply.code(status).send(envelope(status, answer.message, data));
    },
  });
}

export async function mountRoutes(api: FastifyInstance, modules: RouteModule[]): Promise<void> {
  api.setValidatorCompiler(zodValidator);
  const mounted = new Set<string>();
  for (const module of modules) {
    await api.register(async (scope) => {
      await module.setup?.(scope);
      for (const bound of module.routes) {
        if (mounted.has(bound.op.id)) throw new Error(`operation ${bound.op.id} has two handlers`);
        mount(scope, bound);
        mounted.add(bound.op.id);
      }
    });
  }
  const missing = OPERATIONS.filter((op) => !mounted.has(op.id)).map((op) => op.id);
  if (missing.length) throw new Error(`operations with no handler: ${missing.join(', ')}`);
  const known = new Set(OPERATIONS.map((op) => op.id));
  const stray = [...mounted].filter((id) => !known.has(id));
  if (stray.length) throw new Error(`handlers of operations missing from OPERATIONS: ${stray.join(', ')}`);
}
