/**
 * Messages of the supervisors' review of flagged posts (docs/review.md), kept free of zod so the PWA's
 * catalogue can translate them without loading zod on the first screen (docs/benchmarks.md, P3).
 */
import { REASON_MAX, REASON_MIN } from './review-rules.ts';

export const REVIEW_MSG = {
  queueReceived: 'Posts to review received successfully.',
  decided: 'Your decision has been recorded.',
  reasonLength: `Please give a reason of ${REASON_MIN} to ${REASON_MAX} characters.`,
  decision: 'Please choose ACCEPTED or REJECTED.',
  nothingToReview: 'This post has no check to review.',
  alreadyDecided: 'This post has already been reviewed.',
} as const;
