/**
 * `GET /api/v1/health`: 200 once the database answers. `GET /api/v1/config`: the settings the
 * PWA needs before sign-in (the idle time).
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@common/messages.ts';
import { send } from '../../lib/reply.ts';
import { ping } from './health.repository.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    await ping(app.ctx.db);
    return send(reply, 200, MSG.healthy, { database: app.ctx.dbKind });
  });

  app.get('/config', async (_request, reply) =>
    send(reply, 200, MSG.ok, { idle_minutes: app.ctx.config.IDLE_MINUTES }),
  );
}
