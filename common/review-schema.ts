/**
 * Payloads of the review (docs/review.md): how each photo of a post came in (part of `POST tweet`),
 * a supervisor's decision (`POST tweet/{id}/review`), the queue's query, and the read shapes of a
 * post's checks and decision.
 */
import { z } from 'zod';
import { REVIEW_MSG } from './review-messages.ts';
import { CHECK_KINDS, PHOTO_SOURCES, REASON_MAX, REASON_MIN, REVIEW_OUTCOMES, REVIEW_STATES } from './review-rules.ts';

/**
 * How one photo came in: the camera during the post or the gallery, and the file's own date (its
 * lastModified on the phone) when the phone knew it.
 */
export const photoSourceSchema = z
  .object({
    slot: z.number().int().min(1).max(4),
    source: z.enum(PHOTO_SOURCES),
    file_time: z.iso.datetime({ offset: true }).nullish(),
  })
  .meta({ id: 'PhotoSource' });
export type PhotoSourceEntry = z.output<typeof photoSourceSchema>;

export const reviewBodySchema = z.object({
  decision: z.enum(REVIEW_OUTCOMES, { error: REVIEW_MSG.decision }),
  reason: z
    .string({ error: REVIEW_MSG.reasonLength })
    .trim()
    .min(REASON_MIN, REVIEW_MSG.reasonLength)
    .max(REASON_MAX, REVIEW_MSG.reasonLength),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** The other photo a reused one matches. `distance` is PDQ's (0 to 256 bits; 0 for a byte copy). */
export const checkMatchSchema = z.object({
  post_id: z.number().int(),
  slot: z.number().int(),
  distance: z.number().int(),
  /** The two files are the same bytes. */
  exact: z.boolean(),
});

export const postCheckSchema = z
  .object({
    kind: z.enum(CHECK_KINDS),
    /** The photo the check is about; null for a check of the whole post (CLOCK_SUSPECT). */
    slot: z.number().int().nullable(),
    match: checkMatchSchema.nullable(),
  })
  .meta({ id: 'PostCheck' });
export type PostCheck = z.output<typeof postCheckSchema>;

/** A post's review: PENDING while flagged and undecided; who decided, when and why once decided. */
export const postReviewSchema = z
  .object({
    state: z.enum(REVIEW_STATES),
    reason: z.string().nullable(),
    decided_at: z.string().nullable(),
    reviewer: z.string().nullable(),
  })
  .meta({ id: 'PostReview' });
export type PostReview = z.output<typeof postReviewSchema>;
