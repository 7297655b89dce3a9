/**
 * Reference data (docs/product.md, 'Calls and answers' and 'Deadlines'): districts and taluks, the posting schedule
 * and its editing, and the server's health and the settings the PWA reads before sign-in.
 */
import { MSG } from '../../messages.ts';
import { CONSOLE_MSG } from '../../console-messages.ts';
import { updateScheduleSchema } from '../../schedule-schema.ts';
import { answer, operation } from '../operation.ts';
import { idParam, organizationTypeParam } from '../requests.ts';
import {
  clientConfigSchema,
  healthSchema,
  namedPageSchema,
  scheduleItemSchema,
  scheduleSchema,
} from '../answers/reference.ts';

export const referenceOps = {
  health: operation({
    id: 'health',
    method: 'GET',
    path: '/health',
    tag: 'Server',
    summary: 'Answers 200 once the database answers',
    access: 'public',
    answers: { 200: answer(MSG.healthy, healthSchema) },
  }),
  config: operation({
    id: 'clientConfig',
    method: 'GET',
    path: '/config',
    tag: 'Server',
    summary: 'Settings the PWA reads before sign-in (the idle time)',
    access: 'public',
    answers: { 200: answer(MSG.ok, clientConfigSchema) },
  }),
  districts: operation({
    id: 'listDistricts',
    method: 'GET',
    path: '/places/districts',
    tag: 'Places',
    summary: 'Every district, by English name',
    access: 'places.read',
    answers: { 200: answer(MSG.ok, namedPageSchema) },
  }),
  taluks: operation({
    id: 'listTaluks',
    method: 'GET',
    path: '/places/districts/{id}/taluks',
    tag: 'Places',
    summary: "A district's taluks",
    access: 'places.read',
    params: idParam('district'),
    answers: { 200: answer(MSG.ok, namedPageSchema) },
  }),
  schedule: operation({
    id: 'readSchedule',
    method: 'GET',
    path: '/schedule',
    tag: 'Schedule',
    summary: 'The posting schedule of each institution type today, and any change from tomorrow',
    access: 'schedule.read',
    answers: { 200: answer(CONSOLE_MSG.scheduleReceived, scheduleSchema) },
  }),
  updateSchedule: operation({
    id: 'updateSchedule',
    method: 'PUT',
    path: '/schedule/{organization_type}',
    tag: 'Schedule',
    summary: "Changes an institution type's schedule from tomorrow",
    description: 'Saving today’s own times again withdraws a pending change. No past post is judged again.',
    access: 'schedule.update',
    params: organizationTypeParam,
    body: updateScheduleSchema,
    answers: { 200: answer(CONSOLE_MSG.scheduleSaved, scheduleItemSchema) },
  }),
} as const;
