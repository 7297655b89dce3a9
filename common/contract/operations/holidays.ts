/**
 * Holidays (docs/product.md, 'Holidays'): an institution's holidays, declaring one (its warden, from today on, or
 * an admin), revoking one that has not ended (the DD of its district or an admin), and the
 * supervisors' list across their scope.
 */
import { MSG } from '../../messages.ts';
import { CONSOLE_MSG } from '../../console-messages.ts';
import { declareHolidaySchema, revokeHolidaySchema } from '../../holiday-schema.ts';
import { holidayListQuery } from '../../console-queries.ts';
import { answer, operation } from '../operation.ts';
import { holidayParams, idParam } from '../requests.ts';
import { holidayListSchema, holidayPageSchema, holidaySchema } from '../answers/holidays.ts';

const tag = 'Holidays';

export const holidayOps = {
  listOfOrganization: operation({
    id: 'listInstitutionHolidays',
    method: 'GET',
    path: '/organization/{id}/holidays',
    tag,
    summary: "An institution's holidays, newest first",
    access: 'holiday.listOfOrganization',
    params: idParam('organization'),
    answers: { 200: answer(MSG.ok, holidayListSchema) },
  }),
  declare: operation({
    id: 'declareHoliday',
    method: 'POST',
    path: '/organization/{id}/holidays',
    tag,
    summary: 'Declares a holiday; posting is refused while it holds',
    access: 'holiday.declare',
    params: idParam('organization'),
    body: declareHolidaySchema,
    answers: { 201: answer(MSG.entityCreated, holidaySchema) },
    errors: [409],
  }),
  revoke: operation({
    id: 'revokeHoliday',
    method: 'PATCH',
    path: '/organization/{id}/holidays/{holiday_id}/revoke',
    tag,
    summary: 'Revokes a holiday that has not ended',
    description: 'A holiday that has ended, or was already revoked, answers 409.',
    access: 'holiday.revoke',
    params: holidayParams,
    body: revokeHolidaySchema,
    answers: { 200: answer(MSG.ok, holidaySchema) },
    errors: [409],
  }),
  list: operation({
    id: 'listHolidays',
    method: 'GET',
    path: '/holidays',
    tag,
    summary: "Holidays of every institution in the caller's scope, with can_revoke",
    access: 'holiday.list',
    query: holidayListQuery,
    answers: { 200: answer(CONSOLE_MSG.holidaysReceived, holidayPageSchema) },
    errors: [404],
  }),
} as const;
