/**
 * Posts (common/contract/operations/tweets.ts): a warden's post and own list, one post, and the
 * supervisors' feed; thin handlers over tweets.service.ts and feed.service.ts.
 */
import { tweetOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { createTweet, wardenTweets } from './tweets.service.ts';
import { supervisorFeed, visibleTweet } from './feed.service.ts';

export default defineRoutes([
  route(ops.create, async ({ ctx, user, body }) => {
    const result = await createTweet(ctx, user.id, body);
    return result.created ? { status: 201, data: result.tweet } : { status: 200, data: result.tweet };
  }),
  route(ops.listOwn, async ({ ctx, user, query }) => ({ status: 200, data: await wardenTweets(ctx, user.id, query) })),
  route(ops.read, async ({ ctx, user, params }) => ({ status: 200, data: await visibleTweet(ctx, user, params.id) })),
  route(ops.feed, async ({ ctx, user, query }) => ({ status: 200, data: await supervisorFeed(ctx, user, query) })),
]);
