/**
 * A supervisor's decision on a flagged post (docs/review.md, 'Decisions'), in one transaction: the
 * post leaves the queue (only if it was still waiting: two supervisors deciding at once make one
 * decision), the decision is kept with its reason, a rejected post stops counting as posted (its
 * roll-up column goes down by one, and the roll-up triggers carry it to the taluk and district sums),
 * the public log gets an amendment naming the post, and the audit log says who did it.
 */
import { sql, type Kysely } from 'kysely';
import type { ReviewDecision } from '@common/review-rules.ts';
import type { DB } from '../../db/schema.ts';
import { ROLLUP_COLUMN } from '../tweets/tweets.repository.ts';
import { audit } from '../audit/audit-log.repository.ts';
import { amendEntry } from '../public-log/log-entry.ts';
import { insertEntry } from '../public-log/log-entries.repository.ts';

export interface Decision {
  postId: number;
  decision: ReviewDecision;
  reason: string;
  reviewerId: number;
  at: Date;
  ip: string | null;
}

/** Records the decision; false when the post was not waiting for one. */
export function recordDecision(db: Kysely<DB>, d: Decision): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .updateTable('posts')
      .set({ review_state: d.decision })
      .where('id', '=', d.postId)
      .where('review_state', '=', 'PENDING')
      .returning(['organization_id', 'day', 'status'])
      .executeTakeFirst();
    if (!post) return false;
    await trx
      .insertInto('post_reviews')
      .values({
        post_id: d.postId,
        decision: d.decision,
        reason: d.reason,
        reviewer_id: d.reviewerId,
        decided_at: d.at,
      })
      .execute();
    if (d.decision === 'REJECTED') {
      const column = ROLLUP_COLUMN[post.status];
      await trx
        .updateTable('stat_daily')
        .set({ [column]: sql`greatest(${sql.ref(column)} - 1, 0)` })
        .where('organization_id', '=', post.organization_id)
        .where('day', '=', post.day)
        .execute();
    }
    // The reason stays out of the public log: it may name people (docs/log.md, 'Entries').
    const reason = d.decision === 'REJECTED' ? 'review_rejected' : 'review_accepted';
    await insertEntry(trx, {
      kind: 'amend',
      post_id: d.postId,
      body: amendEntry(d.postId, reason, d.at),
      created_at: d.at,
    });
    await audit(trx, {
      actorId: d.reviewerId,
      action: `tweet.review.${d.decision.toLowerCase()}`,
      entity: 'post',
      entityId: d.postId,
      details: { decision: d.decision, reason: d.reason },
      ip: d.ip,
      at: d.at,
    });
    return true;
  });
}
