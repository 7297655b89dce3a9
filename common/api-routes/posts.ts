/**
 * Routes of the warden's posts, their photos, holidays and X (common/contract/operations:
 * tweets.ts, media.ts, holidays.ts, x.ts). Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const listWardenTweets: R['listWardenTweets'] = { method: 'GET', path: '/tweet/warden' };
export const readTweet: R['readTweet'] = { method: 'GET', path: '/tweet/auth/tweet/{id}' };
export const listFeed: R['listFeed'] = { method: 'GET', path: '/tweets/dd-home' };
export const listMedia: R['listMedia'] = { method: 'GET', path: '/media' };
export const readMediaFile: R['readMediaFile'] = { method: 'GET', path: '/media/auth/file/{id}' };
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
export const connectInstitutionX: R['connectInstitutionX'] = { method: 'POST', path: '/organization/{id}/x/connect' };
export const xCallback: R['xCallback'] = { method: 'GET', path: '/x/callback' };
export const disconnectInstitutionX: R['disconnectInstitutionX'] = { method: 'DELETE', path: '/organization/{id}/x' };
export const retryTweetOnX: R['retryTweetOnX'] = { method: 'POST', path: '/tweet/{id}/x/retry' };
export const xPublishingToday: R['xPublishingToday'] = { method: 'GET', path: '/stat/x-publishing' };
