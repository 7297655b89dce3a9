/**
 * Every API operation's method and path, as plain data the PWA and the service worker may import
 * (the operations in common/contract hold zod schemas, which stay out of their bundles). The type
 * ties each entry to its operation, so a renamed path or a changed method is a type error here, and
 * tests/unit/api-routes.test.ts checks the values against the operations and that none is missing.
 * Calls name these routes: `import * as ops from '@common/api-routes'`, then
 * `call(ops.readTweet, { params: { id } })` (docs/api-client.md).
 */
import type { Route } from './api-call.ts';
import type {
  accountOps,
  authOps,
  chartOps,
  helplineOps,
  holidayOps,
  libraryOps,
  mediaOps,
  organizationOps,
  referenceOps,
  reportOps,
  resetOps,
  siteOps,
  statsOps,
  tweetOps,
  xOps,
} from './contract/operations/index.ts';

type Group =
  | typeof accountOps
  | typeof authOps
  | typeof chartOps
  | typeof helplineOps
  | typeof holidayOps
  | typeof libraryOps
  | typeof mediaOps
  | typeof organizationOps
  | typeof referenceOps
  | typeof reportOps
  | typeof resetOps
  | typeof siteOps
  | typeof statsOps
  | typeof tweetOps
  | typeof xOps;
type AnyOperation = Group extends infer G ? (G extends unknown ? G[keyof G] : never) : never;

/** One route per operation, named by its operationId. */
export type RouteTable = { readonly [O in AnyOperation as O['id']]: Route<O> };
type R = RouteTable;

// One export per route, so a bundle holds only the routes it calls (`import * as ops`).
export const health: R['health'] = { method: 'GET', path: '/health' };
export const clientConfig: R['clientConfig'] = { method: 'GET', path: '/config' };
export const listDistricts: R['listDistricts'] = { method: 'GET', path: '/places/districts' };
export const listTaluks: R['listTaluks'] = { method: 'GET', path: '/places/districts/{id}/taluks' };
export const readSchedule: R['readSchedule'] = { method: 'GET', path: '/schedule' };
export const updateSchedule: R['updateSchedule'] = { method: 'PUT', path: '/schedule/{organization_type}' };
export const login: R['login'] = { method: 'POST', path: '/admin/login' };
export const validateCode: R['validateCode'] = { method: 'POST', path: '/admin/validate/{kind}' };
export const validateTwoFactor: R['validateTwoFactor'] = { method: 'POST', path: '/admin/validate/2fa' };
export const enrolTwoFactor: R['enrolTwoFactor'] = { method: 'GET', path: '/admin/enable/2fa/{id}' };
export const resendCode: R['resendCode'] = { method: 'POST', path: '/admin/validate/{kind}/resend' };
export const refreshToken: R['refreshToken'] = { method: 'POST', path: '/admin/refresh' };
export const logout: R['logout'] = { method: 'POST', path: '/admin/logout' };
export const readOwnDetails: R['readOwnDetails'] = { method: 'GET', path: '/admin/all-admins/auth' };
export const changePassword: R['changePassword'] = { method: 'PATCH', path: '/admin/change-password/{id}' };
export const resetTwoFactor: R['resetTwoFactor'] = { method: 'PATCH', path: '/admin/{id}/reset-2fa' };
export const requestReset: R['requestReset'] = { method: 'POST', path: '/reset-password/request' };
export const listPendingResets: R['listPendingResets'] = { method: 'GET', path: '/reset-password/pending' };
export const approveReset: R['approveReset'] = { method: 'PATCH', path: '/reset-password/approve/{request_id}' };
export const rejectReset: R['rejectReset'] = { method: 'PATCH', path: '/reset-password/reject/{request_id}' };
export const readReset: R['readReset'] = { method: 'GET', path: '/reset-password/{request_id}' };
export const validateReset: R['validateReset'] = { method: 'PATCH', path: '/admin/validate/reset/password' };
export const changePasswordAfterReset: R['changePasswordAfterReset'] = {
  method: 'PATCH',
  path: '/reset-password/change/{user_id}',
};
export const withdrawReset: R['withdrawReset'] = { method: 'PATCH', path: '/reset-password/withdraw/{request_id}' };
export const resendResetCode: R['resendResetCode'] = {
  method: 'PATCH',
  path: '/reset-password/resend/otp/{request_id}',
};
export const createAccount: R['createAccount'] = { method: 'POST', path: '/admin' };
export const listAccounts: R['listAccounts'] = { method: 'GET', path: '/admin/super-admin/auth' };
export const listAllAccounts: R['listAllAccounts'] = { method: 'GET', path: '/admin/super-admin/auth/all' };
export const readAccount: R['readAccount'] = { method: 'GET', path: '/admin/{id}' };
export const disableAccount: R['disableAccount'] = { method: 'PATCH', path: '/admin/{id}/disable' };
export const enableAccount: R['enableAccount'] = { method: 'PATCH', path: '/admin/{id}/enable' };
export const setAccountDistricts: R['setAccountDistricts'] = { method: 'PATCH', path: '/admin/{id}/districts' };
export const checkDirector: R['checkDirector'] = { method: 'POST', path: '/admin/check/director' };
export const listWardenInstitutions: R['listWardenInstitutions'] = { method: 'GET', path: '/organization/warden' };
export const createInstitution: R['createInstitution'] = { method: 'POST', path: '/organization' };
export const listInstitutions: R['listInstitutions'] = { method: 'GET', path: '/organization' };
export const listPublicInstitutions: R['listPublicInstitutions'] = { method: 'GET', path: '/organization/public' };
export const readInstitution: R['readInstitution'] = { method: 'GET', path: '/organization/auth/{id}' };
export const updateInstitution: R['updateInstitution'] = { method: 'PATCH', path: '/organization/{id}' };
export const assignWarden: R['assignWarden'] = {
  method: 'PATCH',
  path: '/organization/assign-warden/{org_id}/{admin_id}',
};
export const unassignWarden: R['unassignWarden'] = { method: 'PATCH', path: '/organization/unassign-warden/{org_id}' };
export const deleteInstitution: R['deleteInstitution'] = { method: 'DELETE', path: '/entity/{id}' };
export const listInstitutionHolidays: R['listInstitutionHolidays'] = {
  method: 'GET',
  path: '/organization/{id}/holidays',
};
export const declareHoliday: R['declareHoliday'] = { method: 'POST', path: '/organization/{id}/holidays' };
export const revokeHoliday: R['revokeHoliday'] = {
  method: 'PATCH',
  path: '/organization/{id}/holidays/{holiday_id}/revoke',
};
export const listHolidays: R['listHolidays'] = { method: 'GET', path: '/holidays' };
export const createTweet: R['createTweet'] = { method: 'POST', path: '/tweet' };
export const listWardenTweets: R['listWardenTweets'] = { method: 'GET', path: '/tweet/warden' };
export const readTweet: R['readTweet'] = { method: 'GET', path: '/tweet/auth/tweet/{id}' };
export const listFeed: R['listFeed'] = { method: 'GET', path: '/tweets/dd-home' };
export const uploadMedia: R['uploadMedia'] = { method: 'POST', path: '/media' };
export const listMedia: R['listMedia'] = { method: 'GET', path: '/media' };
export const readMediaFile: R['readMediaFile'] = { method: 'GET', path: '/media/auth/file/{id}' };
export const mediaTypeCounts: R['mediaTypeCounts'] = { method: 'GET', path: '/media/type' };
export const listMediaFolders: R['listMediaFolders'] = { method: 'GET', path: '/media/folders' };
export const createMediaFolder: R['createMediaFolder'] = { method: 'POST', path: '/media/folders' };
export const updateMediaFolder: R['updateMediaFolder'] = { method: 'PATCH', path: '/media/folders/{id}' };
export const deleteMediaFolder: R['deleteMediaFolder'] = { method: 'DELETE', path: '/media/folders/{id}' };
export const updateMedia: R['updateMedia'] = { method: 'PATCH', path: '/media/{id}' };
export const replaceMediaFile: R['replaceMediaFile'] = { method: 'PUT', path: '/media/{id}/file' };
export const mediaUsage: R['mediaUsage'] = { method: 'GET', path: '/media/{id}/usage' };
export const deleteMedia: R['deleteMedia'] = { method: 'DELETE', path: '/media/{id}' };
export const listSiteSections: R['listSiteSections'] = { method: 'GET', path: '/site-sections' };
export const readSiteSection: R['readSiteSection'] = { method: 'GET', path: '/site-sections/{key}' };
export const saveSiteDraft: R['saveSiteDraft'] = { method: 'PUT', path: '/site-sections/{key}/draft' };
export const submitSiteSection: R['submitSiteSection'] = { method: 'POST', path: '/site-sections/{key}/submit' };
export const forwardSiteSection: R['forwardSiteSection'] = { method: 'POST', path: '/site-sections/{key}/forward' };
export const approveSiteSection: R['approveSiteSection'] = { method: 'POST', path: '/site-sections/{key}/approve' };
export const rejectSiteSection: R['rejectSiteSection'] = { method: 'POST', path: '/site-sections/{key}/reject' };
export const withdrawSiteSection: R['withdrawSiteSection'] = { method: 'POST', path: '/site-sections/{key}/withdraw' };
export const restoreSiteVersion: R['restoreSiteVersion'] = {
  method: 'POST',
  path: '/site-sections/{key}/versions/{n}/restore',
};
export const previewSiteSection: R['previewSiteSection'] = { method: 'POST', path: '/site-sections/{key}/preview' };
export const contentInbox: R['contentInbox'] = { method: 'GET', path: '/content/inbox' };
export const publicSite: R['publicSite'] = { method: 'GET', path: '/public/site' };
export const wardenHomeStats: R['wardenHomeStats'] = { method: 'GET', path: '/stat/warden-home' };
export const wardenNotPosted: R['wardenNotPosted'] = { method: 'GET', path: '/stat/warden-home/not-posted' };
export const ddHomeStats: R['ddHomeStats'] = { method: 'GET', path: '/stat/dd-home' };
export const adminHomeStats: R['adminHomeStats'] = { method: 'GET', path: '/stat/admin-home' };
export const incompleteCounts: R['incompleteCounts'] = { method: 'GET', path: '/stat/incomplete-institutes' };
export const incompleteByDistrict: R['incompleteByDistrict'] = {
  method: 'GET',
  path: '/stat/incomplete-institutes/district',
};
export const incompleteLimitedList: R['incompleteLimitedList'] = {
  method: 'GET',
  path: '/stat/incomplete-institutes/limited/list',
};
export const incompleteWardenList: R['incompleteWardenList'] = {
  method: 'GET',
  path: '/stat/incomplete-institutes/warden/list',
};
export const incompleteTwitterIdList: R['incompleteTwitterIdList'] = {
  method: 'GET',
  path: '/stat/incomplete-institutes/twitter-id/list',
};
export const incompleteTwitterPasswordList: R['incompleteTwitterPasswordList'] = {
  method: 'GET',
  path: '/stat/incomplete-institutes/twitter-password/list',
};
export const incompleteXConnectionList: R['incompleteXConnectionList'] = {
  method: 'GET',
  path: '/stat/incomplete-institutes/x-connection/list',
};
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
export const connectInstitutionX: R['connectInstitutionX'] = { method: 'POST', path: '/organization/{id}/x/connect' };
export const xCallback: R['xCallback'] = { method: 'GET', path: '/x/callback' };
export const disconnectInstitutionX: R['disconnectInstitutionX'] = { method: 'DELETE', path: '/organization/{id}/x' };
export const retryTweetOnX: R['retryTweetOnX'] = { method: 'POST', path: '/tweet/{id}/x/retry' };
export const xPublishingToday: R['xPublishingToday'] = { method: 'GET', path: '/stat/x-publishing' };
