/**
 * Answers of the review queue (docs/review.md, 'The queue'): a flagged post as the feed shows it,
 * plus, for each reused photo, the other post's photo with its day, time and institution, so the
 * supervisor sees the two side by side.
 */
import { z } from 'zod';
import { calendarDate, isoTime, listPageOf, nameSchema } from '../shared.ts';
import { postImageSchema } from './media.ts';
import { feedTweetSchema } from './tweets.ts';

export const matchedPhotoSchema = z
  .object({
    post_id: z.number().int(),
    slot: z.number().int(),
    day: calendarDate,
    /** When the server received the other post. */
    createdAt: isoTime,
    organization: z.object({ id: z.number().int(), name: nameSchema }),
    /** The other photo; null when it is no longer stored. */
    image: postImageSchema.nullable(),
  })
  .meta({ id: 'MatchedPhoto' });

export const reviewItemSchema = feedTweetSchema
  .extend({ matches: z.array(matchedPhotoSchema) })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.output<typeof reviewItemSchema>;

export const reviewPageSchema = listPageOf(reviewItemSchema);
