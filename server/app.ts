/**
 * The application as a Fastify plugin: context, error handling, auth, the API under /api/v1 (one
 * route per operation of the contract, found in server/modules/**\/*.routes.ts, and its OpenAPI
 * description), the public pages rendered on the server (/site and /audit), the public log's files
 * (/log/…), and the PWA with its fallback.
 * `server.ts` builds an instance around it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@common/api.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { authPlugin } from './plugins/auth.ts';
import { answerCachePlugin } from './plugins/answer-cache.ts';
import { answerCheckPlugin } from './plugins/answer-check.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { mountRoutes } from './plugins/mount-routes.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staticFiles } from './plugins/static.ts';
import { sitePage } from './modules/site/site-page.plugin.ts';
import { auditPage } from './modules/audit-page/audit-page.plugin.ts';
import { loadRouteModules } from './lib/load-routes.ts';
import { queuePublication } from './modules/x/x-publications.repository.ts';
import { logPostEntry } from './modules/public-log/log-step.ts';
import { checkPost } from './modules/review/review-step.ts';
import { publicLogFiles } from './modules/public-log/public-log.plugin.ts';

export interface AppOptions {
  ctx: AppContext;
  /** Tests: hold every answer to its schema (plugins/answer-check.ts). */
  checkAnswers?: boolean;
}

export const app = fp(async (fastify: FastifyInstance, opts: AppOptions) => {
  fastify.decorate('ctx', opts.ctx);
  // An accepted post is queued for X, written to the public log and checked for reused photos in its
  // own transaction; the posts module knows none of them.
  opts.ctx.postInsertSteps.add(queuePublication);
  opts.ctx.postInsertSteps.add(logPostEntry(opts.ctx.files));
  opts.ctx.postInsertSteps.add(checkPost);
  // First, so its onSend hook covers every answer, errors and the static files included.
  await fastify.register(securityHeaders);
  await fastify.register(errorHandler);
  await fastify.register(authPlugin);
  await fastify.register(answerCachePlugin);
  if (opts.ctx.config.RATE_LIMITS === 'on') await fastify.register(rateLimits);
  if (opts.checkAnswers) await fastify.register(answerCheckPlugin);
  const modules = await loadRouteModules();
  await fastify.register(
    async (api) => {
      await mountRoutes(api, modules);
      await apiDocs(api);
    },
    { prefix: API_BASE },
  );
  // Before the static files: their single-page fallback would answer /site and /audit with the app shell.
  await fastify.register(sitePage);
  await fastify.register(auditPage);
  await fastify.register(publicLogFiles);
  await fastify.register(staticFiles);
});
