/**
 * Posts (`tweet/*`; docs/product.md, 'Calls and answers' and 'Posts'): a warden's post, their own list, one post, and
 * the supervisors' feed that also serves their on-time, delayed and after-deadline lists.
 */
import { MSG } from '../../messages.ts';
import { createTweetSchema } from '../../tweet-schema.ts';
import { feedQuery } from '../../console-queries.ts';
import { answer, operation } from '../operation.ts';
import { idParam, wardenTweetsQuery } from '../requests.ts';
import { feedPageSchema, tweetPageSchema, tweetSchema } from '../answers/tweets.ts';

const tag = 'Posts';

export const tweetOps = {
  create: operation({
    id: 'createTweet',
    method: 'POST',
    path: '/tweet',
    tag,
    summary: "Posts a meal's photos for one of the warden's institutions",
    description:
      'Judged by captured_at when it lies between 72 hours before and 5 minutes after receipt, else by receipt (clock_suspect). The same client_id answers the first post again (200). A second post for the meal, or a holiday, answers 409.',
    access: 'tweet.create',
    body: createTweetSchema,
    answers: { 201: answer(MSG.entityCreated, tweetSchema), 200: answer(MSG.entityCreated, tweetSchema) },
    errors: [404, 409],
  }),
  listOwn: operation({
    id: 'listWardenTweets',
    method: 'GET',
    path: '/tweet/warden',
    tag,
    summary: "The warden's own posts, newest first, optionally of one status",
    access: 'tweet.listOwn',
    query: wardenTweetsQuery,
    answers: { 200: answer(MSG.tweetsReceived, tweetPageSchema) },
  }),
  read: operation({
    id: 'readTweet',
    method: 'GET',
    path: '/tweet/auth/tweet/{id}',
    tag,
    summary: 'One post',
    access: 'tweet.read',
    params: idParam('tweet'),
    answers: { 200: answer(MSG.tweetsReceived, tweetSchema) },
  }),
  feed: operation({
    id: 'listFeed',
    method: 'GET',
    path: '/tweets/dd-home',
    tag,
    summary: "Posts in the caller's scope, filtered; this month by default, at most 92 days",
    access: 'tweet.feed',
    query: feedQuery,
    answers: { 200: answer(MSG.tweetsReceived, feedPageSchema) },
    errors: [404],
  }),
} as const;
