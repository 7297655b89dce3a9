/**
 * The review of flagged posts (docs/review.md): the queue of posts waiting for a supervisor, oldest
 * first (a DD's districts, the state for admins), and a decision on one post.
 */
import { REVIEW_MSG } from '../../review-messages.ts';
import { reviewBodySchema } from '../../review-schema.ts';
import { answer, operation } from '../operation.ts';
import { idParam, pageQuery } from '../requests.ts';
import { reviewPageSchema } from '../answers/review.ts';
import { tweetSchema } from '../answers/tweets.ts';

const tag = 'Review';

export const reviewOps = {
  queue: operation({
    id: 'listReviewQueue',
    method: 'GET',
    path: '/tweets/review',
    tag,
    summary: 'Flagged posts waiting for a decision, oldest first, with the photos they match',
    access: 'tweet.review',
    query: pageQuery,
    answers: { 200: answer(REVIEW_MSG.queueReceived, reviewPageSchema) },
  }),
  decide: operation({
    id: 'reviewTweet',
    method: 'POST',
    path: '/tweet/{id}/review',
    tag,
    summary: 'Accepts or rejects a flagged post, with a reason; a rejected post counts as Not Posted',
    description:
      'Only a flagged post waiting for a decision can be reviewed (409 otherwise); the decision is final and goes into the audit log and the public log.',
    access: 'tweet.review',
    params: idParam('tweet'),
    body: reviewBodySchema,
    answers: { 200: answer(REVIEW_MSG.decided, tweetSchema) },
    errors: [404, 409],
  }),
} as const;
