/**
 * `POST tweet`, `GET tweet/warden`, `GET tweet/auth/tweet/{id}` (SPEC.md §7, DECISIONS §6), and
 * `GET tweets/dd-home`, the supervisors' feed, also behind their posted-on-time, delayed and
 * after-deadline lists (status filter): a DD in their districts; ADMIN, SUPER_ADMIN and HELPLINE
 * statewide (HELPLINE to look up an institution's recent posts).
 */
import { cachedAnswer, wardenAnswerKey } from '../../lib/caches.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { TWEET_STATUSES } from '@common/schedule.ts';
import { createTweetSchema } from '@common/tweet-schema.ts';
import { feedQuery } from '@common/console-queries.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createTweet } from './tweets.service.ts';
import { shapeTweets } from './tweets.shape.ts';
import { wardenPostCount, wardenPostsPage } from './tweets.repository.ts';
import { supervisorFeed, visibleTweet } from './feed.service.ts';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum([...TWEET_STATUSES, 'ALL']).default('ALL'),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });

export async function tweetRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  app.post('/tweet', { preHandler: requireUser(['WARDEN']) }, async (request, reply) => {
    const input = parse(createTweetSchema, request.body);
    const result = await createTweet(ctx, request.user!.id, input);
    return send(reply, result.created ? 201 : 200, MSG.entityCreated, result.tweet);
  });

  app.get('/tweet/warden', { preHandler: requireUser(['WARDEN']) }, async (request, reply) => {
    const { page, size, status } = parse(listQuery, request.query);
    const [rows, total] = await Promise.all([
      wardenPostsPage(ctx.db, request.user!.id, status, page, size),
      // The count changes only when this warden writes, which forgets it (plugins/answer-cache.ts).
      cachedAnswer(ctx.caches, wardenAnswerKey(request.user!.id, `count:${status}`), () =>
        wardenPostCount(ctx.db, request.user!.id, status),
      ),
    ]);
    const totalItems = Number(total.n);
    return send(reply, 200, MSG.tweetsReceived, {
      items: await shapeTweets(ctx.db, rows),
      total_items: totalItems,
      total_pages: Math.ceil(totalItems / size),
      current_page: page,
    });
  });

  app.get('/tweet/auth/tweet/:id', { preHandler: requireUser() }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, MSG.tweetsReceived, await visibleTweet(ctx, request.user!, id));
  });

  app.get(
    '/tweets/dd-home',
    { preHandler: requireUser(['DD', 'SUPER_ADMIN', 'ADMIN', 'HELPLINE']) },
    async (request, reply) => {
      const query = parse(feedQuery, request.query);
      return send(reply, 200, MSG.tweetsReceived, await supervisorFeed(ctx, request.user!, query));
    },
  );
}
