/**
 * Refuses, for every route at once, input no route should have to think about: an HTTP/1.1 request
 * without a Host header, a query string with a malformed percent escape (the query parser would
 * keep it as literal text), and a NUL character anywhere in the path parameters, the query or the
 * parsed body. The multipart loop of `POST media` applies the same NUL rule to its text fields,
 * which are read after this hook.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { errors } from '../lib/errors.ts';
import { decoded, rejectNul } from '../lib/input-checks.ts';

export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    // HTTP/1.1 requires Host. Node's own check answers a bare 400 without a body, so server.ts turns
    // it off and this one answers in the envelope.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) throw errors.malformed(MSG.malformedRequest);
    // The router refuses a malformed escape in the path (FST_ERR_BAD_URL); in the query it would be
    // searched for as literal text. Both answer alike.
    const query = request.url.indexOf('?');
    if (query >= 0 && decoded(request.url.slice(query + 1)) === null) throw errors.malformed(MSG.malformedUrl);
  });

  // After the body is parsed and before the routes' guards: a NUL answers 422 even without a token
  // (it tells nothing about accounts), and never reaches a query.
  app.addHook('preValidation', async (request) => {
    rejectNul(request.params, request.query, request.body);
  });
});
