/**
 * Routes of the homes' and consoles' numbers (but the admin home's, in console-home.ts): statistics,
 * charts, the weekly reports and the helpline's look-ups (common/contract/operations: stats.ts,
 * charts.ts, reports.ts, helpline.ts). Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const wardenHomeStats: R['wardenHomeStats'] = { method: 'GET', path: '/stat/warden-home' };
export const wardenNotPosted: R['wardenNotPosted'] = { method: 'GET', path: '/stat/warden-home/not-posted' };
export const ddHomeStats: R['ddHomeStats'] = { method: 'GET', path: '/stat/dd-home' };
export const leagueTable: R['leagueTable'] = { method: 'GET', path: '/stat/league-table' };
export const leagueTableCsv: R['leagueTableCsv'] = { method: 'GET', path: '/stat/league-table/csv' };
export const dailyStats: R['dailyStats'] = { method: 'GET', path: '/stat/daily' };
export const institutionDays: R['institutionDays'] = { method: 'GET', path: '/stat/institution/{id}/days' };
export const listWeeklyReports: R['listWeeklyReports'] = { method: 'GET', path: '/reports/weekly' };
export const weeklyReportPdf: R['weeklyReportPdf'] = { method: 'GET', path: '/reports/weekly/{week}/{scope}.pdf' };
export const remakeWeeklyReports: R['remakeWeeklyReports'] = { method: 'POST', path: '/reports/weekly/{week}/remake' };
export const helplineLookup: R['helplineLookup'] = { method: 'GET', path: '/helpline/lookup' };
export const helplineInstitution: R['helplineInstitution'] = { method: 'GET', path: '/helpline/organization/{id}' };
export const helplineWarden: R['helplineWarden'] = { method: 'GET', path: '/helpline/warden/{id}' };
