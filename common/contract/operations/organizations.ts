/**
 * Institutions (`organization/*`; docs/product.md, 'Calls and answers'
 * and 'Records and fields'): the console's create, list, read,
 * edit, warden assignment and delete; the warden's own list; and the public list, which needs no
 * token and names no people.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { CONSOLE_MSG } from '../../console-messages.ts';
import { organizationListQuery, publicOrganizationQuery } from '../../console-queries.ts';
import { createOrganizationSchema, updateOrganizationSchema } from '../../organization-schema.ts';
import { answer, operation } from '../operation.ts';
import { assignParams, idParam, orgParam } from '../requests.ts';
import {
  deletedSchema,
  institutionDetailsSchema,
  institutionPageSchema,
  institutionSchema,
  publicInstitutionPageSchema,
  wardenInstitutionPageSchema,
} from '../answers/institutions.ts';

const tag = 'Institutions';

export const organizationOps = {
  listOwn: operation({
    id: 'listWardenInstitutions',
    method: 'GET',
    path: '/organization/warden',
    tag,
    summary: "The warden's own institutions, each with today's holiday and meals",
    access: 'organization.listOwn',
    answers: { 200: answer(MSG.ok, wardenInstitutionPageSchema) },
  }),
  create: operation({
    id: 'createInstitution',
    method: 'POST',
    path: '/organization',
    tag,
    summary: 'Creates an institution',
    description: 'The X password is stored sealed and never answered (has_twitter_password).',
    access: 'organization.create',
    body: createOrganizationSchema,
    answers: { 201: answer(MSG.entityCreated, institutionSchema) },
    errors: [404, 409],
  }),
  list: operation({
    id: 'listInstitutions',
    method: 'GET',
    path: '/organization',
    tag,
    summary: "Institutions in the caller's scope, filtered",
    access: 'organization.list',
    query: organizationListQuery,
    answers: { 200: answer(CONSOLE_MSG.institutionsReceived, institutionPageSchema) },
    errors: [404],
  }),
  listPublic: operation({
    id: 'listPublicInstitutions',
    method: 'GET',
    path: '/organization/public',
    tag,
    summary: 'Institutions by name and place, for anyone',
    access: 'public',
    query: publicOrganizationQuery,
    answers: { 200: answer(CONSOLE_MSG.institutionsReceived, publicInstitutionPageSchema) },
    errors: [404],
  }),
  read: operation({
    id: 'readInstitution',
    method: 'GET',
    path: '/organization/auth/{id}',
    tag,
    summary: "One institution with today's holiday",
    access: 'organization.read',
    params: idParam('organization'),
    answers: { 200: answer(CONSOLE_MSG.institutionReceived, institutionDetailsSchema) },
  }),
  update: operation({
    id: 'updateInstitution',
    method: 'PATCH',
    path: '/organization/{id}',
    tag,
    summary: 'Edits an institution',
    access: 'organization.update',
    params: idParam('organization'),
    body: updateOrganizationSchema,
    answers: { 200: answer(CONSOLE_MSG.institutionUpdated, institutionSchema) },
    errors: [409],
  }),
  assignWarden: operation({
    id: 'assignWarden',
    method: 'PATCH',
    path: '/organization/assign-warden/{org_id}/{admin_id}',
    tag,
    summary: 'Makes an active warden the warden of an institution',
    access: 'organization.assignWarden',
    params: assignParams,
    answers: { 200: answer(CONSOLE_MSG.wardenAssigned, institutionSchema) },
  }),
  unassignWarden: operation({
    id: 'unassignWarden',
    method: 'PATCH',
    path: '/organization/unassign-warden/{org_id}',
    tag,
    summary: 'Takes the warden off an institution',
    access: 'organization.assignWarden',
    params: orgParam,
    answers: { 200: answer(CONSOLE_MSG.wardenUnassigned, institutionSchema) },
  }),
  remove: operation({
    id: 'deleteInstitution',
    method: 'DELETE',
    path: '/entity/{id}',
    tag,
    summary: 'Deletes an institution with a reason (JSON body or ?reason=); its posts stay on record',
    access: 'organization.delete',
    params: idParam('organization'),
    query: z.object({ reason: z.string().optional() }),
    body: z.object({ reason: z.unknown().optional() }).nullish(),
    answers: { 200: answer(CONSOLE_MSG.institutionDeleted, deletedSchema) },
  }),
} as const;
