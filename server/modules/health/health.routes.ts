/**
 * `GET /api/v1/health`: 200 once the database answers, with the event loop's delay over the last
 * minute (lib/loop-delay.ts). `GET /api/v1/config`: the settings the PWA
 * needs before sign-in (the idle time, whether X publishing is set up, the support videos' address).
 */
import { referenceOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { ping } from './health.repository.ts';

export default defineRoutes([
  route(ops.health, async ({ ctx }) => {
    await ping(ctx.db);
    return { status: 200, data: { database: ctx.dbKind, event_loop: ctx.loopDelay.lastMinute() } };
  }),
  route(ops.config, async ({ ctx }) => ({
    status: 200,
    data: {
      idle_minutes: ctx.config.IDLE_MINUTES,
      x_publishing: ctx.x !== null,
      help_videos_url: ctx.config.HELP_VIDEOS_URL ?? null,
    },
  })),
]);
