/**
 * Routes of the supervisors' review of flagged posts (common/contract/operations/review.ts): apart
 * from the other groups so that only the console's review screens and home count carry them. Plain
 * data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const listReviewQueue: R['listReviewQueue'] = { method: 'GET', path: '/tweets/review' };
export const reviewTweet: R['reviewTweet'] = { method: 'POST', path: '/tweet/{id}/review' };
