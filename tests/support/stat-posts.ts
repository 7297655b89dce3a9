/**
 * Posts written straight through the posting repository, for statistics tests that need a hand-
 * countable month: one stand-in photo row, then posts on given days, meals and statuses (the
 * triggers keep every roll-up as a real post would).
 */
import crypto from 'node:crypto';
import { istInstant, type Meal, type TweetStatus } from '@common/schedule.ts';
import type { FakeClock } from '@server/lib/clock.ts';
import { insertPost } from '@server/modules/tweets/tweets.repository.ts';
import type { TestApp } from './test-app.ts';

/** The stand-in photo every seeded post shows; answers its id. */
export async function seedPhoto(t: TestApp, clock: FakeClock, ownerId = 1): Promise<number> {
  const photo = await t.app.ctx.db
    .insertInto('media')
    .values({
      owner_id: ownerId,
      media_type: 'image',
      mime: 'image/webp',
      original_name: 'a.jpg',
      original_ext: 'jpg',
      current_ext: 'webp',
      original_size: 1,
      current_size: 1,
      high_res_path: '/media/x.webp',
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return photo.id;
}

/** One post of an institution, judged at `minutes` past midnight IST of `day`. */
export async function seedPost(
  t: TestApp,
  orgId: number,
  wardenId: number,
  day: string,
  meal: Meal,
  status: TweetStatus,
  minutes: number,
): Promise<void> {
  const db = t.app.ctx.db;
  const media = await db.selectFrom('media').select('id').executeTakeFirstOrThrow();
  const at = istInstant(day, minutes);
  const org = await db
    .selectFrom('organizations')
    .select('district_id')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  await insertPost(
    db,
    {
      client_id: crypto.randomUUID(),
      organization_id: orgId,
      district_id: org.district_id,
      warden_id: wardenId,
      meal,
      day,
      content: `${meal} on ${day}`,
      image_1: media.id,
      status,
      captured_at: at,
      received_at: at,
      judged_at: at,
    },
    at,
  );
}
