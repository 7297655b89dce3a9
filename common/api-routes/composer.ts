/**
 * Routes of the warden's composer and its outbox: the warden's institutions (with today's holiday),
 * the photo upload and the post (common/contract/operations: organizations.ts, media.ts,
 * tweets.ts). Apart from their groups so that the composer's bundle holds only these; the outbox
 * sender in the workers uses the last two. Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const listWardenInstitutions: R['listWardenInstitutions'] = { method: 'GET', path: '/organization/warden' };
export const createTweet: R['createTweet'] = { method: 'POST', path: '/tweet' };
export const uploadMedia: R['uploadMedia'] = { method: 'POST', path: '/media' };
