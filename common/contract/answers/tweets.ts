/**
 * Answers about posts ('tweets': the contract's read shape, docs/product.md,
 * 'Records and fields' and 'Posts'): a post with its meal,
 * day, Submit time and clock check; a page of them; and the supervisors' feed, whose posts also
 * name the warden who posted and whose page names its date range.
 */
import { z } from 'zod';
import { MEALS, TWEET_STATUSES } from '../../schedule.ts';
import { calendarDate, isoTime, listPageOf, nameSchema } from '../shared.ts';
import { mediaUrlsSchema, postImageSchema } from './media.ts';
import { xPublicationSchema } from './x.ts';
import { logReceiptSchema } from './public-log.ts';
import { photoFacesSchema } from '../../tweet-schema.ts';
import { photoSourceSchema, postCheckSchema, postReviewSchema } from '../../review-schema.ts';

export const mealSchema = z.enum(MEALS);
export const tweetStatusSchema = z.enum(TWEET_STATUSES);
const placeName = z.object({ name: nameSchema });

export const tweetSchema = z
  .object({
    id: z.number().int(),
    client_id: z.string(),
    content: z.string(),
    meal: mealSchema,
    day: calendarDate,
    tweet_status: tweetStatusSchema,
    /** When the server received the post. */
    createdAt: isoTime,
    /** The phone's clock when the warden pressed Submit. */
    captured_at: isoTime,
    exif_taken_at: isoTime.nullable(),
    /** The Submit time was implausible, so the post was judged by its receipt. */
    clock_suspect: z.boolean(),
    /** Faces blurred on the phone, per photo (docs/spec-notes.md, 'Blurring faces on the phone'); empty for posts made before. */
    faces: z.array(photoFacesSchema),
    /** Photo 4's last blurred area was removed and the warden confirmed no child's face shows. */
    no_faces_confirmed: z.boolean(),
    organization: z.object({ id: z.number().int(), name: nameSchema }),
    district: placeName,
    taluk: placeName,
    /** The photos in order, for lists: low_res is the small rendition. */
    image: z.array(z.object({ image_url: mediaUrlsSchema })),
    images: z.object({
      image_1: postImageSchema.nullable(),
      image_2: postImageSchema.nullable(),
      image_3: postImageSchema.nullable(),
      image_4: postImageSchema.nullable(),
    }),
    /** Where the post stands on the institution's X account (docs/spec-notes.md, 'Publishing to X'). */
    x: xPublicationSchema,
    /**
     * Its day was declared a holiday after it was posted: the meal counts as Holiday, not by this
     * post (docs/spec-notes.md, holidays), and screens show it so.
     */
    on_holiday: z.boolean(),
    /** The post's entry in the public log once a signed checkpoint covers it (docs/log.md, 'Receipts'); else null. */
    log: logReceiptSchema,
    /** How each photo came in (camera or gallery), as the phone said; empty for posts made before (docs/review.md). */
    photo_sources: z.array(photoSourceSchema),
    /** What the server found that needs a human eye (docs/review.md, 'Checks'); empty for most posts. */
    checks: z.array(postCheckSchema),
    /** Null with no check; else the review's state and, once decided, the decision's reason, time and reviewer. */
    review: postReviewSchema.nullable(),
  })
  .meta({ id: 'Tweet' });
export type Tweet = z.output<typeof tweetSchema>;
export const tweetPageSchema = listPageOf(tweetSchema);

export const feedTweetSchema = tweetSchema
  .extend({
    warden: z
      .object({ id: z.number().int(), name: z.string(), phone_number: z.string(), email_id: z.string() })
      .nullable(),
  })
  .meta({ id: 'FeedTweet' });
export type FeedTweet = z.output<typeof feedTweetSchema>;

export const feedPageSchema = listPageOf(feedTweetSchema).extend({ from: calendarDate, to: calendarDate });
export type { PhotoFaces } from '../../tweet-schema.ts';
