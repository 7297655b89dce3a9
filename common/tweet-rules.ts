/**
 * The rules of the post form that both sides apply, in plain TypeScript: the server's schema
 * (tweet-schema.ts) checks the description with `descriptionFits`, and the composer checks its
 * form with `tweetFormProblems` on every keystroke without loading zod, which cost the composer
 * about 24 KB gzip (docs/benchmarks.md, P3). Field names and messages are those of the 422.
 */
import type { Meal } from './schedule.ts';
import { TWEET_MSG } from './tweet-messages.ts';

export const CONTENT_MAX = 1000;

/** A post's four photo slots in order: menu chart, plate, kitchen, children eating (docs/product.md, 'Records and fields'). */
export const IMAGE_SLOTS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;

/** A description is 1 to CONTENT_MAX characters once trimmed. */
export function descriptionFits(text: string): boolean {
  const length = text.trim().length;
  return length >= 1 && length <= CONTENT_MAX;
}

/** The form as the phone has it before Submit: nothing chosen yet is null. */
export interface TweetForm {
  organization_id: number | null;
  meal: Meal | null;
  content: string;
  /** Whether the first photo slot holds a photo (the photo ids come with the upload). */
  image_1: boolean;
}

export type TweetFormField = keyof TweetForm;

/** What the server would refuse in this form, field by field, with its messages. */
export function tweetFormProblems(form: TweetForm): Partial<Record<TweetFormField, string>> {
  const problems: Partial<Record<TweetFormField, string>> = {};
  if (form.organization_id === null) problems.organization_id = TWEET_MSG.entityRequired;
  if (!descriptionFits(form.content)) problems.content = TWEET_MSG.invalidDescription;
  if (!form.image_1) problems.image_1 = TWEET_MSG.fileRequired;
  if (form.meal === null) problems.meal = TWEET_MSG.mealRequired;
  return problems;
}
