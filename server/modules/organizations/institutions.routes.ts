/**
 * Institutions (common/contract/operations/organizations.ts): the console's create, list, read,
 * edit, warden assignment and delete, and the public list; thin handlers over the services.
 */
import { organizationOps as ops } from '@common/contract/operations/index.ts';
import { deleteEntitySchema } from '@common/organization-schema.ts';
import { parse } from '../../lib/parse.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { institutionDetails, institutionList, publicList } from './institutions-read.service.ts';
import { createInstitution, deleteInstitution, updateInstitution } from './institutions.service.ts';
import { assignWarden, unassignWarden } from './institution-wardens.service.ts';

export default defineRoutes([
  route(ops.create, async ({ ctx, user, body, request }) => ({
    status: 201,
    data: await createInstitution(ctx, user, body, request.ip),
  })),
  route(ops.list, async ({ ctx, user, query }) => ({ status: 200, data: await institutionList(ctx, user, query) })),
  route(ops.listPublic, async ({ ctx, query }) => ({ status: 200, data: await publicList(ctx, query) })),
  route(ops.read, async ({ ctx, user, params }) => ({
    status: 200,
    data: await institutionDetails(ctx, user, params.id),
  })),
  route(ops.update, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await updateInstitution(ctx, user, params.id, body, request.ip),
  })),
  route(ops.assignWarden, async ({ ctx, user, params, request }) => ({
    status: 200,
    data: await assignWarden(ctx, user, params.org_id, params.admin_id, request.ip),
  })),
  route(ops.unassignWarden, async ({ ctx, user, params, request }) => ({
    status: 200,
    data: await unassignWarden(ctx, user, params.org_id, request.ip),
  })),
  // The contract (docs/product.md, 'Calls and answers') sends no body; the reason may come as JSON or as `?reason=`.
  route(ops.remove, async ({ ctx, user, params, query, body, request }) => {
    const { reason } = parse(deleteEntitySchema, { reason: body?.reason ?? query.reason });
    return { status: 200, data: await deleteInstitution(ctx, user, params.id, reason, request.ip) };
  }),
]);
