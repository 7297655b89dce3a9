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
import { answerCachePlugin } from './plugins/answer-cache.ts';
import { staticFiles } from './plugins/static.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resetRoutes } from './modules/reset/reset.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { tweetRoutes } from './modules/tweets/tweets.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { institutionRoutes } from './modules/organizations/institutions.routes.ts';
import { holidayListRoutes } from './modules/organizations/holiday-list.routes.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { supervisorStatsRoutes } from './modules/stats/supervisor-stats.routes.ts';
import { incompleteRoutes } from './modules/stats/incomplete.routes.ts';
import { leagueRoutes } from './modules/stats/league.routes.ts';
import { helplineRoutes } from './modules/helpline/helpline.routes.ts';

export interface AppOptions {
  ctx: AppContext;
}

export const app = fp(async (fastify: FastifyInstance, opts: AppOptions) => {
  fastify.decorate('ctx', opts.ctx);
  await fastify.register(errorHandler);
  await fastify.register(authPlugin);
  await fastify.register(answerCachePlugin);
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
      await api.register(accountRoutes);
      await api.register(institutionRoutes);
      await api.register(holidayListRoutes);
      await api.register(scheduleRoutes);
      await api.register(supervisorStatsRoutes);
      await api.register(incompleteRoutes);
      await api.register(leagueRoutes);
      await api.register(helplineRoutes);
    },
    { prefix: API_BASE },
  );
  await fastify.register(staticFiles);
});
