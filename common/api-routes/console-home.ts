/**
 * Routes of the admin home's numbers and the incomplete institutions (counts, the first ten and the
 * paged lists by what is missing; common/contract/operations/stats.ts). Apart from stats.ts
 * because src/lib/console-stats.ts, which reads them, loads with the app's first screen: this keeps
 * the other statistics' routes out of it. Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

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
