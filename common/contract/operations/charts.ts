/**
 * The supervisors' charts (docs/spec-notes.md, 'Supervisors' views and the public audit'): `stat/daily` gives the
 * day-by-day counts behind the consoles' month bars, the week-on-week comparison and the DD's taluk × day heat map;
 * `stat/institution/{id}/days` gives one institution's meals day by day for its page's grid (admins, its district's
 * DD, helpline).
 */
import { MSG } from '../../messages.ts';
import { dailyStatsQuery, institutionDaysQuery } from '../../chart-queries.ts';
import { idParam } from '../requests.ts';
import { answer, operation } from '../operation.ts';
import { dailyStatsSchema, institutionDaysSchema } from '../answers/charts.ts';

const tag = 'Statistics';

export const chartOps = {
  daily: operation({
    id: 'dailyStats',
    method: 'GET',
    path: '/stat/daily',
    tag,
    summary: "Counts day by day in the caller's scope, whole or per taluk or district, for one meal or all",
    access: 'stats.dd',
    query: dailyStatsQuery,
    answers: { 200: answer(MSG.statsReceived, dailyStatsSchema) },
    errors: [404],
  }),
  institutionDays: operation({
    id: 'institutionDays',
    method: 'GET',
    path: '/stat/institution/{id}/days',
    tag,
    summary: "One institution's meals day by day (the last 30 days by default): each post's status, or why none",
    access: 'organization.read',
    params: idParam('organization'),
    query: institutionDaysQuery,
    answers: { 200: answer(MSG.statsReceived, institutionDaysSchema) },
    errors: [404],
  }),
};
