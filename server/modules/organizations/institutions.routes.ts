/**
 * Institution calls of SPEC.md §7: `POST organization`, `GET organization` (page, size, district,
 * taluk, created_on, created_by, search), `GET organization/auth/{id}`, `PATCH organization/{id}`,
 * `PATCH organization/assign-warden/{org_id}/{admin_id}` (and unassign), `DELETE entity/{id}` with
 * a reason, and `GET organization/public`, which needs no token.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { organizationListQuery, publicOrganizationQuery } from '@common/console-queries.ts';
import { createOrganizationSchema, deleteEntitySchema, updateOrganizationSchema } from '@common/organization-schema.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { institutionDetails, institutionList, publicList } from './institutions-read.service.ts';
import { createInstitution, deleteInstitution, updateInstitution } from './institutions.service.ts';
import { assignWarden, unassignWarden } from './institution-wardens.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const assignParams = z.object({
  org_id: z.coerce.number().int().positive(),
  admin_id: z.coerce.number().int().positive(),
});
const orgParam = z.object({ org_id: z.coerce.number().int().positive() });

export async function institutionRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const admins = requireUser(['SUPER_ADMIN', 'ADMIN']);
  const readers = requireUser(['SUPER_ADMIN', 'ADMIN', 'DD', 'HELPLINE']);

  app.post('/organization', { preHandler: admins }, async (request, reply) => {
    const input = parse(createOrganizationSchema, request.body);
    return send(reply, 201, MSG.entityCreated, await createInstitution(ctx, request.user!, input, request.ip));
  });

  app.get('/organization', { preHandler: readers }, async (request, reply) => {
    const query = parse(organizationListQuery, request.query);
    return send(reply, 200, CONSOLE_MSG.institutionsReceived, await institutionList(ctx, request.user!, query));
  });

  app.get('/organization/public', async (request, reply) => {
    const query = parse(publicOrganizationQuery, request.query);
    return send(reply, 200, CONSOLE_MSG.institutionsReceived, await publicList(ctx, query));
  });

  app.get('/organization/auth/:id', { preHandler: requireUser() }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, CONSOLE_MSG.institutionReceived, await institutionDetails(ctx, request.user!, id));
  });

  app.patch('/organization/:id', { preHandler: admins }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const input = parse(updateOrganizationSchema, request.body);
    return send(
      reply,
      200,
      CONSOLE_MSG.institutionUpdated,
      await updateInstitution(ctx, request.user!, id, input, request.ip),
    );
  });

  app.patch('/organization/assign-warden/:org_id/:admin_id', { preHandler: admins }, async (request, reply) => {
    const { org_id, admin_id } = parse(assignParams, request.params);
    return send(
      reply,
      200,
      CONSOLE_MSG.wardenAssigned,
      await assignWarden(ctx, request.user!, org_id, admin_id, request.ip),
    );
  });

  app.patch('/organization/unassign-warden/:org_id', { preHandler: admins }, async (request, reply) => {
    const { org_id } = parse(orgParam, request.params);
    return send(reply, 200, CONSOLE_MSG.wardenUnassigned, await unassignWarden(ctx, request.user!, org_id, request.ip));
  });

  // SPEC.md §7 sends no body; the reason may come as JSON or as `?reason=`.
  app.delete('/entity/:id', { preHandler: admins }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    const body = (request.body ?? {}) as { reason?: unknown };
    const { reason } = parse(deleteEntitySchema, {
      reason: body.reason ?? (request.query as { reason?: unknown }).reason,
    });
    return send(
      reply,
      200,
      CONSOLE_MSG.institutionDeleted,
      await deleteInstitution(ctx, request.user!, id, reason, request.ip),
    );
  });
}
