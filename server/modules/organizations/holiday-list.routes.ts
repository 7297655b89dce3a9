/**
 * `GET holidays`: holidays of every institution in the caller's scope (DD: their districts; ADMIN,
 * SUPER_ADMIN, HELPLINE: statewide), filtered by district, taluk, institution and status (ACTIVE by
 * default, REVOKED, ALL), paged. `can_revoke` says whether the caller may revoke each one
 * (DECISIONS §6); HELPLINE only reads.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { holidayListQuery } from '@common/console-queries.ts';
import { istDate } from '@common/schedule.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listPage } from '../accounts/account.shape.ts';
import { holidayShape } from './holidays.service.ts';
import { listHolidayRows } from './holiday-list.repository.ts';
import { districtScope, placeFilter } from './scope.ts';

export async function holidayListRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  app.get(
    '/holidays',
    { preHandler: requireUser(['DD', 'SUPER_ADMIN', 'ADMIN', 'HELPLINE']) },
    async (request, reply) => {
      const q = parse(holidayListQuery, request.query);
      const filter = await placeFilter(ctx, await districtScope(ctx, request.user!), q);
      const today = istDate(ctx.clock.now());
      const { rows, total } = await listHolidayRows(ctx.db, filter, q.status, today, q.page, q.size);
      const mayRevoke = request.user!.role !== 'HELPLINE';
      const items = rows.map((h) => ({
        ...holidayShape(h),
        declared_by_name: h.first_name === null ? null : `${h.first_name} ${h.last_name ?? ''}`.trim(),
        organization: { id: h.organization_id, name: { en: h.en_name, kn: h.kn_name } },
        district: { id: h.district_id, name: { en: h.district_en, kn: h.district_kn } },
        taluk: { id: h.taluk_id, name: { en: h.taluk_en, kn: h.taluk_kn } },
        can_revoke: mayRevoke && h.revoked_at === null && h.to_date >= today,
      }));
      return send(reply, 200, CONSOLE_MSG.holidaysReceived, listPage(items, total, q.page, q.size));
    },
  );
}
