/**
 * The one error handler: typed AppErrors keep their status and message (a 429 says when to try
 * again in Retry-After), bad bodies answer 4xx,
 * a value the database refused as out of range answers 422, and a 5xx never shows its internal
 * text (it is logged instead).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { AppError } from '../lib/errors.ts';
import { envelope, send } from '../lib/reply.ts';
import { outOfRangeError } from '../lib/input-checks.ts';

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.message, error.data);
    }
    // An id beyond the integer columns passes the routes' schemas; the database is the one to refuse it.
    const refused = outOfRangeError(error, [request.params, request.query, request.body]);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused an input value');
      return send(reply, refused.statusCode, refused.message, refused.data);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.validation) {
      const errs = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '') || 'body',
        message: v.message ?? MSG.invalidInputs,
      }));
      return reply.code(422).send(envelope(422, MSG.invalidInputs, { errors: errs }));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body too large, too many requests: say so plainly.
      const message = status === 400 ? MSG.malformedBody : status === 413 ? MSG.bodyTooLarge : error.message;
      return reply.code(status).send(envelope(status, message, null));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, MSG.unexpectedError, null));
  });
});
