/**
 * Posting (docs/product.md, 'Posts'): only the institution's warden posts; the post is judged against the
 * schedule in force that day, from the phone's Submit time when plausible, and refused before its
 * meal opens; the same client_id twice makes one post and answers the first result; one post per
 * institution, day and meal; none on a holiday.
 */
import { MSG, fill } from '@common/messages.ts';
import {
  formatMinutes,
  istDate,
  istInstant,
  judgePost,
  judgedTime,
  opensLater,
  slotFor,
  type Meal,
  type TweetStatus,
} from '@common/schedule.ts';
import { X_GIVE_UP_AFTER_MS } from '@common/x-publishing.ts';
import { TWEET_MSG, type CreateTweet } from '@common/tweet-schema.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { holidayOn, organizationById } from '../organizations/organizations.repository.ts';
import { slotsFor } from '../schedule/schedule.repository.ts';
import { ownedImages } from '../media/media.repository.ts';
import { cachedAnswer, wardenAnswerKey } from '../../lib/caches.ts';
import { insertPost, postByClientId, postRowById, wardenPostCount, wardenPostsPage } from './tweets.repository.ts';
import { shapeTweets, type TweetShape } from './tweets.shape.ts';
import { listPage } from '../../lib/lists.ts';

export async function tweetById(ctx: AppContext, id: number): Promise<TweetShape | undefined> {
  const row = await postRowById(ctx.db, id);
  return row && (await shapeTweets(ctx.db, [row]))[0];
}

async function answerTwin(
  ctx: AppContext,
  wardenId: number,
  clientId: string,
): Promise<{ created: false; tweet: TweetShape }> {
  const twin = await postByClientId(ctx.db, clientId);
  if (!twin || twin.warden_id !== wardenId) throw errors.conflict(TWEET_MSG.clientIdReused);
  return { created: false, tweet: (await tweetById(ctx, twin.id))! };
}

export async function createTweet(
  ctx: AppContext,
  wardenId: number,
  input: CreateTweet,
): Promise<{ created: boolean; tweet: TweetShape }> {
  const existing = await postByClientId(ctx.db, input.client_id);
  if (existing) return answerTwin(ctx, wardenId, input.client_id);

  const org = await organizationById(ctx.db, input.organization_id);
  if (!org || org.warden_id !== wardenId) throw errors.notFound(MSG.notFound);

  const receivedAt = ctx.clock.now();
  const capturedAt = new Date(input.captured_at);
  const slots = await slotsFor(ctx.db, org.organization_type, istDate(judgedTime(capturedAt, receivedAt).at));
  const slot = slotFor(slots, input.meal as Meal);
  const judged = judgePost(capturedAt, receivedAt, slot);
  // Judged by the Submit time, or by the receipt for a phone whose clock is not believed.
  if (opensLater(judged.judgedAt, slot))
    throw errors.refused(fill(TWEET_MSG.notOpenYet, { opens: formatMinutes(slot.opens) }), 'meal');

  if (await holidayOn(ctx.db, org.id, judged.day)) throw errors.conflict(TWEET_MSG.onHoliday);

  const imageIds = [input.image_1, input.image_2, input.image_3, input.image_4].filter(
    (id): id is number => typeof id === 'number',
  );
  if (new Set(imageIds).size !== imageIds.length)
    throw errors.invalid([{ field: 'image_2', message: TWEET_MSG.badImage }]);
  const owned = await ownedImages(ctx.db, wardenId, imageIds);
  if (owned.length !== imageIds.length) throw errors.invalid([{ field: 'image_1', message: TWEET_MSG.badImage }]);

  const outcome = await insertPost(
    ctx.db,
    {
      client_id: input.client_id,
      organization_id: org.id,
      district_id: org.district_id,
      warden_id: wardenId,
      meal: input.meal,
      day: judged.day,
      content: input.content,
      image_1: input.image_1,
      image_2: input.image_2 ?? null,
      image_3: input.image_3 ?? null,
      image_4: input.image_4 ?? null,
      status: judged.status,
      captured_at: capturedAt,
      received_at: receivedAt,
      judged_at: judged.judgedAt,
      clock_suspect: judged.clockSuspect,
      exif_taken_at: input.exif_taken_at ? new Date(input.exif_taken_at) : null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      faces: input.faces ? JSON.stringify(input.faces) : null,
      no_faces_confirmed: input.no_faces_confirmed,
      photo_sources: input.photo_sources ? JSON.stringify(input.photo_sources) : null,
    },
    new Date(Math.max(istInstant(judged.day, slot.lateUntil).getTime(), receivedAt.getTime()) + X_GIVE_UP_AFTER_MS),
    ctx.postInsertSteps,
  );
  if (outcome.kind === 'same_client_id') return answerTwin(ctx, wardenId, input.client_id);
  if (outcome.kind === 'meal_taken') throw errors.conflict(TWEET_MSG.duplicateMeal);
  ctx.x?.poke();
  ctx.publicLog.wake();
  return { created: true, tweet: (await tweetById(ctx, outcome.id))! };
}

/** The warden's own posts, newest first, optionally of one status (`GET tweet/warden`). */
export async function wardenTweets(
  ctx: AppContext,
  wardenId: number,
  q: { page: number; size: number; status: TweetStatus | 'ALL' },
) {
  const [rows, total] = await Promise.all([
    wardenPostsPage(ctx.db, wardenId, q.status, q.page, q.size),
    // The count changes only when this warden writes, which forgets it (plugins/answer-cache.ts).
    cachedAnswer(ctx.caches, wardenAnswerKey(wardenId, `count:${q.status}`), () =>
      wardenPostCount(ctx.db, wardenId, q.status),
    ),
  ]);
  return listPage(await shapeTweets(ctx.db, rows), Number(total.n), q.page, q.size);
}
