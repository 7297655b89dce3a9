/**
 * Refuses, for every route at once, input no route should have to think about: a NUL character
 * anywhere in the path parameters, the query or the parsed body. The multipart loop of `POST media`
 * applies the same NUL rule to its text fields, which are read after this hook.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { rejectNul } from '../lib/input-checks.ts';

export const inputGuard = fp(async (app: FastifyInstance) => {
  // After the body is parsed and before the routes' guards: a NUL answers 422 even without a token
  // (it tells nothing about accounts), and never reaches a query.
  app.addHook('preValidation', async (request) => {
    rejectNul(request.params, request.query, request.body);
  });
});
