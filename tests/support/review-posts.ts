/**
 * Rejecting a post in a test as a supervisor does (docs/review.md): the post is first made PENDING
 * straight in the database (standing in for the checks that flag a post when it arrives, so the
 * test does not depend on which photo trips them), then rejected through the API,
 * `POST tweet/{id}/review`, which sets review_state, keeps the decision and takes the post out of
 * the daily roll-up in one transaction.
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Flags a post for review, as the arrival checks would (a direct update: see the file's comment). */
export async function flagPost(t: TestApp, postId: number): Promise<void> {
  await t.app.ctx.db.updateTable('posts').set({ review_state: 'PENDING' }).where('id', '=', postId).execute();
}

/** Flags then rejects a post through the API as `token`'s supervisor; answers the post as the API shows it. */
export async function rejectPost(
  t: TestApp,
  token: string,
  postId: number,
  reason = 'The lunch photo is from an earlier day.',
) {
  await flagPost(t, postId);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tweet/${postId}/review`,
    headers: { authorization: `Bearer ${token}` },
    payload: { decision: 'REJECTED', reason },
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data as { id: number; tweet_status: string; review: { state: string } | null };
}

/** The id of an institution's post for a day and meal. */
export const postIdOf = async (t: TestApp, orgId: number, day: string, meal: string) =>
  (
    await t.app.ctx.db
      .selectFrom('posts')
      .select('id')
      .where('organization_id', '=', orgId)
      .where('day', '=', day)
      .where('meal', '=', meal as never)
      .executeTakeFirstOrThrow()
  ).id;
