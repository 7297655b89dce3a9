/**
 * `GET schedule` (every signed-in user: wardens' phones and supervisors read the deadlines) and
 * `PUT schedule/{organization_type}` (SUPER_ADMIN only, from tomorrow) of DECISIONS §6 and §8.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { ORGANIZATION_TYPES } from '@common/organizations.ts';
import { updateScheduleSchema } from '@common/schedule-schema.ts';
import { ORG_MSG } from '@common/organization-schema.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { saveSchedule, scheduleView } from './schedule.service.ts';

const typeParam = z.object({ organization_type: z.enum(ORGANIZATION_TYPES, { error: ORG_MSG.type }) });

export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/schedule', { preHandler: requireUser() }, async (_request, reply) =>
    send(reply, 200, CONSOLE_MSG.scheduleReceived, await scheduleView(ctx)),
  );

  app.put('/schedule/:organization_type', { preHandler: requireUser(['SUPER_ADMIN']) }, async (request, reply) => {
    const { organization_type } = parse(typeParam, request.params);
    const slots = parse(updateScheduleSchema, request.body);
    return send(
      reply,
      200,
      CONSOLE_MSG.scheduleSaved,
      await saveSchedule(ctx, request.user!, organization_type, slots, request.ip),
    );
  });
}
