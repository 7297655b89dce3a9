/**
 * HELPLINE's read-only look-ups (docs/product.md, 'Roles'): search institutions and wardens, then one of
 * either with this month's counts and recent posts.
 */
import { CONSOLE_MSG } from '../../console-messages.ts';
import { lookupQuery } from '../../console-queries.ts';
import { answer, operation } from '../operation.ts';
import { idParam } from '../requests.ts';
import { institutionLookupSchema, lookupSchema, wardenLookupSchema } from '../answers/helpline.ts';

const tag = 'Helpline';

export const helplineOps = {
  lookup: operation({
    id: 'helplineLookup',
    method: 'GET',
    path: '/helpline/lookup',
    tag,
    summary: 'Institutions by English or Kannada name or X handle; wardens by name, email or phone',
    access: 'helpline.lookup',
    query: lookupQuery,
    answers: { 200: answer(CONSOLE_MSG.lookupReceived, lookupSchema) },
  }),
  institution: operation({
    id: 'helplineInstitution',
    method: 'GET',
    path: '/helpline/organization/{id}',
    tag,
    summary: "An institution, its warden, today's holiday, this month's counts and recent posts",
    access: 'helpline.lookup',
    params: idParam('organization'),
    answers: { 200: answer(CONSOLE_MSG.lookupReceived, institutionLookupSchema) },
  }),
  warden: operation({
    id: 'helplineWarden',
    method: 'GET',
    path: '/helpline/warden/{id}',
    tag,
    summary: 'A warden, their institutions, this month’s counts and recent posts',
    access: 'helpline.lookup',
    params: idParam('account'),
    answers: { 200: answer(CONSOLE_MSG.lookupReceived, wardenLookupSchema) },
  }),
} as const;
