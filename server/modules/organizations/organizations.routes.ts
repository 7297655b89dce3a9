/**
 * `GET organization/warden` (the warden's institutions, with `holidays.is_holidays` for today) and
 * the holiday calls of DECISIONS §6.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { declareHolidaySchema, revokeHolidaySchema } from '@common/holiday-schema.ts';
import { istDate } from '@common/schedule.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { activeHolidays, wardenOrganizations } from './organizations.repository.ts';
import { declareHoliday, listHolidays, revokeHoliday } from './holidays.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const holidayParam = z.object({
  id: z.coerce.number().int().positive(),
  holiday_id: z.coerce.number().int().positive(),
});

export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.get('/organization/warden', { preHandler: requireUser(['WARDEN']) }, async (request, reply) => {
    const orgs = await wardenOrganizations(ctx.db, request.user!.id);
    const today = istDate(ctx.clock.now());
    const holidays = await activeHolidays(
      ctx.db,
      orgs.map((o) => o.id),
      today,
      today,
    );
    const items = orgs.map((o) => {
      const holiday = holidays.find((h) => h.organization_id === o.id);
      return {
        id: o.id,
        name: { en: o.en_name, kn: o.kn_name },
        organization_type: o.organization_type,
        hostel_type: o.hostel_type,
        district: { id: o.district_id, name: { en: o.district_en, kn: o.district_kn } },
        taluk: { id: o.taluk_id, name: { en: o.taluk_en, kn: o.taluk_kn } },
        holidays: {
          is_holidays: Boolean(holiday),
          holiday: holiday
            ? { id: holiday.id, from: holiday.from_date, to: holiday.to_date, reason: holiday.reason }
            : null,
        },
      };
    });
    return send(reply, 200, MSG.ok, {
      items,
      total_items: items.length,
      total_pages: items.length ? 1 : 0,
      current_page: 1,
    });
  });

  app.get('/organization/:id/holidays', { preHandler: requireUser() }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, MSG.ok, { items: await listHolidays(ctx, request.user!, id) });
  });

  app.post(
    '/organization/:id/holidays',
    { preHandler: requireUser(['WARDEN', 'ADMIN', 'SUPER_ADMIN']) },
    async (request, reply) => {
      const { id } = parse(idParam, request.params);
      const input = parse(declareHolidaySchema, request.body);
      return send(reply, 201, MSG.entityCreated, await declareHoliday(ctx, request.user!, id, input, request.ip));
    },
  );

  app.patch(
    '/organization/:id/holidays/:holiday_id/revoke',
    { preHandler: requireUser(['DD', 'ADMIN', 'SUPER_ADMIN']) },
    async (request, reply) => {
      const { id, holiday_id } = parse(holidayParam, request.params);
      const { reason } = parse(revokeHolidaySchema, request.body);
      return send(reply, 200, MSG.ok, await revokeHoliday(ctx, request.user!, id, holiday_id, reason, request.ip));
    },
  );
}
