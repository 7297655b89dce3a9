/**
 * The payload of `POST tweet` (docs/product.md, 'Records and fields', 'Calls and answers' and 'Posts'). The warden
 * form's names (entity, description, image, image1..3) are accepted as aliases of the tweet call's names.
 */
import { z } from 'zod';
import { MEALS } from './schedule.ts';

// The messages live in tweet-messages.ts and the description rule in tweet-rules.ts (no zod), so
// that the PWA's catalogue and the composer's checks reuse them without loading zod.
import { TWEET_MSG } from './tweet-messages.ts';
import { descriptionFits } from './tweet-rules.ts';
import { photoSourceSchema } from './review-schema.ts';

export { TWEET_MSG };

const mediaId = z.coerce.number().int().positive();
const optionalMediaId = z.union([mediaId, z.null()]).optional();

function aliases(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const r = raw as Record<string, unknown>;
  return {
    ...r,
    organization_id: r.organization_id ?? r.entity,
    content: r.content ?? r.description,
    image_1: r.image_1 ?? r.image,
    image_2: r.image_2 ?? r.image1,
    image_3: r.image_3 ?? r.image2,
    image_4: r.image_4 ?? r.image3,
  };
}

/** Most faces one photo can have blurred or removed, together (docs/spec-notes.md). */
export const FACES_MAX = 500;

/**
 * How many faces were blurred in one photo before it left the phone (docs/spec-notes.md, 'Blurring faces on the
 * phone'): found by the detector and kept (`detected`), and added by hand; `removed` is how many of the detector's
 * boxes the warden took away (a plate is not a face), so the detector found `detected + removed`; `no_people` when
 * the warden said so for a photo the detector could not look at (`detector: 'unavailable'`). Only a detector that ran
 * can have boxes removed (docs/spec-notes.md).
 */
export const photoFacesSchema = z
  .object({
    slot: z.number().int().min(1).max(4),
    detected: z.number().int().min(0).max(FACES_MAX),
    hand: z.number().int().min(0).max(FACES_MAX),
    removed: z.number().int().min(0).max(FACES_MAX).default(0),
    no_people: z.boolean().default(false),
    detector: z.enum(['ran', 'unavailable']),
  })
  .refine((f) => f.removed === 0 || (f.detector === 'ran' && f.detected + f.removed <= FACES_MAX), {
    message: TWEET_MSG.badFacesRemoved,
    path: ['removed'],
  })
  .meta({ id: 'PhotoFaces' });
export type PhotoFaces = z.output<typeof photoFacesSchema>;

const SLOT_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;

export const createTweetSchema = z.preprocess(
  aliases,
  z
    .object({
      organization_id: z.coerce.number({ error: TWEET_MSG.entityRequired }).int().positive(TWEET_MSG.entityRequired),
      content: z
        .string({ error: TWEET_MSG.invalidDescription })
        .trim()
        .refine(descriptionFits, TWEET_MSG.invalidDescription),
      image_1: z.coerce.number({ error: TWEET_MSG.fileRequired }).int().positive(TWEET_MSG.fileRequired),
      image_2: optionalMediaId,
      image_3: optionalMediaId,
      image_4: optionalMediaId,
      meal: z.enum(MEALS, { error: TWEET_MSG.mealRequired }),
      client_id: z.uuid(),
      captured_at: z.iso.datetime({ offset: true }),
      exif_taken_at: z.iso.datetime({ offset: true }).nullish(),
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
      faces: z.array(photoFacesSchema).max(4).optional(),
      /** The warden confirmed that no child's face can be seen in photo 4 after removing its last box. */
      no_faces_confirmed: z.boolean().default(false),
      /** How each photo came in (docs/review.md); posts from older phones leave it out. */
      photo_sources: z.array(photoSourceSchema).max(4).optional(),
    })
    // Each source names a photo the post has, at most once.
    .refine(
      (post) =>
        !post.photo_sources ||
        (new Set(post.photo_sources.map((f) => f.slot)).size === post.photo_sources.length &&
          post.photo_sources.every((f) => post[SLOT_FIELDS[f.slot - 1]!] != null)),
      { message: TWEET_MSG.badSources, path: ['photo_sources'] },
    )
    // Each entry names a photo the post has, at most once.
    .refine(
      (post) =>
        !post.faces ||
        (new Set(post.faces.map((f) => f.slot)).size === post.faces.length &&
          post.faces.every((f) => post[SLOT_FIELDS[f.slot - 1]!] != null)),
      { message: TWEET_MSG.badFaces, path: ['faces'] },
    )
    // Said only of a photo 4 the detector looked at and that is left with nothing blurred.
    .refine(
      (post) => {
        if (!post.no_faces_confirmed) return true;
        const four = post.faces?.find((f) => f.slot === 4);
        return post.image_4 != null && four?.detector === 'ran' && four.detected + four.hand === 0;
      },
      { message: TWEET_MSG.badNoFaces, path: ['no_faces_confirmed'] },
    ),
);
export type CreateTweetInput = z.input<typeof createTweetSchema>;
export type CreateTweet = z.output<typeof createTweetSchema>;
