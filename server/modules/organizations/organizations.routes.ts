/**
 * The warden's institutions and the holiday calls (common/contract/operations/organizations.ts and
 * holidays.ts): thin handlers over the services.
 */
import { holidayOps, organizationOps } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { wardenInstitutions } from './warden-institutions.service.ts';
import { declareHoliday, listHolidays, revokeHoliday } from './holidays.service.ts';
import { holidayList } from './holiday-list.service.ts';

export default defineRoutes([
  route(organizationOps.listOwn, async ({ ctx, user }) => ({
    status: 200,
    data: await wardenInstitutions(ctx, user.id),
  })),
  route(holidayOps.listOfOrganization, async ({ ctx, user, params }) => ({
    status: 200,
    data: { items: await listHolidays(ctx, user, params.id) },
  })),
  route(holidayOps.declare, async ({ ctx, user, params, body, request }) => ({
    status: 201,
    data: await declareHoliday(ctx, user, params.id, body, request.ip),
  })),
  route(holidayOps.revoke, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await revokeHoliday(ctx, user, params.id, params.holiday_id, body.reason, request.ip),
  })),
  route(holidayOps.list, async ({ ctx, user, query }) => ({ status: 200, data: await holidayList(ctx, user, query) })),
]);
