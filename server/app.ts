/**
 * The application as a Fastify plugin: context, error handling, auth, the API under /api/v1,
 * and the PWA with its fallback. `server.ts` builds an instance around it; `start.ts` starts it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@common/api.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { authPlugin } from './plugins/auth.ts';
import { staticFiles } from './plugins/static.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resetRoutes } from './modules/reset/reset.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { tweetRoutes } from './modules/tweets/tweets.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';

export interface AppOptions {
  ctx: AppContext;
}

export const app = fp(async (fastify: FastifyInstance, opts: AppOptions) => {
  fastify.decorate('ctx', opts.ctx);
  await fastify.register(errorHandler);
  await fastify.register(authPlugin);
  await fastify.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(resetRoutes);
      await api.register(mediaRoutes);
      await api.register(tweetRoutes);
      await api.register(organizationRoutes);
      await api.register(statsRoutes);
      await api.register(placesRoutes);
    },
    { prefix: API_BASE },
  );
  await fastify.register(staticFiles);
});
