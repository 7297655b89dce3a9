/**
 * Statistics (`stat/*`; docs/product.md, 'Calls and answers'): this month's counts for a warden, a DD and an admin; the
 * incomplete institutes (no warden, no X handle, no X password) as counts, per district and as
 * lists; and the punctuality league table, also as a CSV file.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { incompleteListQuery, incompleteQuery, leagueQuery } from '../../console-queries.ts';
import { monthCountsSchema } from '../shared.ts';
import { answer, operation, type Operation } from '../operation.ts';
import { pageQuery } from '../requests.ts';
import {
  adminHomeSchema,
  ddHomeSchema,
  incompleteByDistrictSchema,
  incompleteCountsSchema,
  incompletePageSchema,
  leagueTableSchema,
  missedMealPageSchema,
} from '../answers/stats.ts';

const tag = 'Statistics';

const incompleteList = <const Id extends string, const Path extends string>(id: Id, path: Path, summary: string) =>
  operation({
    id,
    method: 'GET',
    path,
    tag,
    summary,
    access: 'stats.incomplete',
    query: incompleteListQuery,
    answers: { 200: answer(MSG.statsReceived, incompletePageSchema) },
    errors: [404],
  }) satisfies Operation;

export const statsOps = {
  warden: operation({
    id: 'wardenHomeStats',
    method: 'GET',
    path: '/stat/warden-home',
    tag,
    summary: "This month's four counts for the warden's institutions",
    access: 'stats.warden',
    answers: { 200: answer(MSG.statsReceived, monthCountsSchema) },
  }),
  wardenNotPosted: operation({
    id: 'wardenNotPosted',
    method: 'GET',
    path: '/stat/warden-home/not-posted',
    tag,
    summary: "The meals behind the warden's 'Not Posted' count: this month, newest first",
    access: 'stats.warden',
    query: pageQuery,
    answers: { 200: answer(MSG.statsReceived, missedMealPageSchema) },
  }),
  dd: operation({
    id: 'ddHomeStats',
    method: 'GET',
    path: '/stat/dd-home',
    tag,
    summary: "This month's counts in the caller's districts (statewide for an admin)",
    access: 'stats.dd',
    query: incompleteQuery,
    answers: { 200: answer(MSG.statsReceived, ddHomeSchema) },
    errors: [404],
  }),
  admin: operation({
    id: 'adminHomeStats',
    method: 'GET',
    path: '/stat/admin-home',
    tag,
    summary: "This month's counts statewide, active wardens and pending reset approvals",
    access: 'stats.admin',
    query: incompleteQuery,
    answers: { 200: answer(MSG.statsReceived, adminHomeSchema) },
    errors: [404],
  }),
  incomplete: operation({
    id: 'incompleteCounts',
    method: 'GET',
    path: '/stat/incomplete-institutes',
    tag,
    summary: 'How many institutions lack a warden, an X handle or an X password',
    access: 'stats.incomplete',
    query: incompleteQuery,
    answers: { 200: answer(MSG.statsReceived, incompleteCountsSchema) },
    errors: [404],
  }),
  incompleteByDistrict: operation({
    id: 'incompleteByDistrict',
    method: 'GET',
    path: '/stat/incomplete-institutes/district',
    tag,
    summary: 'The same counts per district',
    access: 'stats.incomplete',
    query: incompleteQuery,
    answers: { 200: answer(MSG.statsReceived, incompleteByDistrictSchema) },
    errors: [404],
  }),
  incompleteLimited: incompleteList(
    'incompleteLimitedList',
    '/stat/incomplete-institutes/limited/list',
    'The first ten incomplete institutions, with the full count',
  ),
  incompleteWarden: incompleteList(
    'incompleteWardenList',
    '/stat/incomplete-institutes/warden/list',
    'Institutions with no warden',
  ),
  incompleteTwitterId: incompleteList(
    'incompleteTwitterIdList',
    '/stat/incomplete-institutes/twitter-id/list',
    'Institutions with no X handle',
  ),
  incompleteTwitterPassword: incompleteList(
    'incompleteTwitterPasswordList',
    '/stat/incomplete-institutes/twitter-password/list',
    'Institutions with no X password',
  ),
  incompleteXConnection: incompleteList(
    'incompleteXConnectionList',
    '/stat/incomplete-institutes/x-connection/list',
    'Institutions whose X account is not connected (never, or X asks for a new sign-in)',
  ),
  league: operation({
    id: 'leagueTable',
    method: 'GET',
    path: '/stat/league-table',
    tag,
    summary: 'Districts or taluks ranked by the share of meals posted on time, for a week or a month',
    access: 'stats.league',
    query: leagueQuery,
    answers: { 200: answer(MSG.statsReceived, leagueTableSchema) },
    errors: [404],
  }),
  leagueCsv: operation({
    id: 'leagueTableCsv',
    method: 'GET',
    path: '/stat/league-table/csv',
    tag,
    summary: 'The league table as a CSV file (UTF-8 with a byte-order mark)',
    access: 'stats.league',
    query: leagueQuery,
    produces: 'text/csv',
    answers: { 200: answer(MSG.statsReceived, z.string()) },
    errors: [404],
  }),
} as const;
