/**
 * The review of flagged posts (docs/review.md): the queue a supervisor works through (a DD's
 * districts, the state for admins), oldest first, each post with the photos its reused photos match;
 * and a decision, final, on a post in the caller's reach that is still waiting (404 outside the reach,
 * like a missing post; 409 when there is nothing to decide).
 */
import { MSG } from '@common/messages.ts';
import { REVIEW_MSG } from '@common/review-messages.ts';
import type { ReviewBody } from '@common/review-schema.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { listPage } from '../../lib/lists.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, inScope } from '../../access/scope.ts';
import { postersOf } from '../tweets/feed.repository.ts';
import { postRowById } from '../tweets/tweets.repository.ts';
import { shapeTweets } from '../tweets/tweets.shape.ts';
import { tweetById } from '../tweets/tweets.service.ts';
import { mediaByIds } from '../media/media.repository.ts';
import { districtOfOrganization } from '../organizations/organizations.repository.ts';
import { postImageShape } from '../media/media.shape.ts';
import { matchedPhotos, queuePage, queueTotal } from './review-queue.repository.ts';
import { recordDecision } from './review-decision.repository.ts';

export async function reviewQueue(ctx: AppContext, user: AuthUser, q: { page: number; size: number }) {
  const districts = await districtScope(ctx, user, 'tweet.review');
  const [rows, total] = await Promise.all([
    queuePage(ctx.db, districts, q.page, q.size),
    queueTotal(ctx.db, districts),
  ]);
  const [shaped, posters, matched] = await Promise.all([
    shapeTweets(ctx.db, rows),
    postersOf(ctx.db, [...new Set(rows.map((r) => r.warden_id))]),
    matchedPhotos(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const mediaIds = matched.map((m) => m.media_id).filter((id): id is number => id !== null);
  const media = new Map((mediaIds.length ? await mediaByIds(ctx.db, mediaIds) : []).map((m) => [m.id, m]));
  const items = shaped.map((item, i) => ({
    ...item,
    warden: posters.get(rows[i]!.warden_id) ?? null,
    matches: matched
      .filter((m) => m.post_id === item.id)
      .map((m) => {
        const photo = m.media_id === null ? undefined : media.get(m.media_id);
        return {
          post_id: m.match_post_id!,
          slot: m.match_slot!,
          day: m.day,
          createdAt: new Date(m.received_at).toISOString(),
          organization: { id: m.organization_id, name: { en: m.en_name, kn: m.kn_name } },
          image: photo ? postImageShape(photo) : null,
        };
      }),
  }));
  return listPage(items, total, q.page, q.size);
}

export async function decideReview(ctx: AppContext, user: AuthUser, postId: number, body: ReviewBody, ip: string) {
  const row = await postRowById(ctx.db, postId);
  const districts = await districtScope(ctx, user, 'tweet.review');
  if (!row || !inScope(districts, (await districtOfOrganization(ctx.db, row.organization_id)).district_id))
    throw errors.notFound(MSG.notFound);
  const decided = await recordDecision(ctx.db, {
    postId,
    decision: body.decision,
    reason: body.reason,
    reviewerId: user.id,
    at: ctx.clock.now(),
    ip,
  });
  if (!decided)
    throw errors.conflict(row.review_state === null ? REVIEW_MSG.nothingToReview : REVIEW_MSG.alreadyDecided);
  ctx.publicLog.wake();
  return (await tweetById(ctx, postId))!;
}
