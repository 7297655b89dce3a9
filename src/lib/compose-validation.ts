/**
 * Client-side checks of the add-tweet form, made by common/tweet-rules.ts, the rules and messages
 * the server's schema uses too, so none is retyped here: 'Invalid Description', 'file is Required',
 * and the institution and meal messages. They run on every keystroke without zod, which would
 * cost the composer about 24 KB gzip (docs/benchmarks.md, P3).
 */
import { tweetFormProblems, type TweetFormField } from '@common/tweet-rules';
import type { Meal } from '@common/schedule';

export interface ComposeFields {
  organizationId: number | null;
  meal: Meal | null;
  content: string;
  /** Which of the four photo slots hold a photo. */
  photos: readonly boolean[];
}

export type ComposeErrors = Partial<Record<'institution' | 'meal' | 'content' | 'photo', string>>;

const FIELD_OF: Record<TweetFormField, keyof ComposeErrors> = {
  organization_id: 'institution',
  meal: 'meal',
  content: 'content',
  image_1: 'photo',
};

export function validateCompose(fields: ComposeFields): ComposeErrors {
  const problems = tweetFormProblems({
    organization_id: fields.organizationId,
    meal: fields.meal,
    content: fields.content,
    image_1: Boolean(fields.photos[0]),
  });
  const errors: ComposeErrors = {};
  for (const [field, message] of Object.entries(problems) as [TweetFormField, string][])
    errors[FIELD_OF[field]] = message;
  return errors;
}

/**
 * Submit stays blocked while the description is empty or no institution is chosen;
 * and while no meal has opened (before the day's first, there is nothing to post).
 */
export function canSubmit(fields: Pick<ComposeFields, 'organizationId' | 'content' | 'meal'>): boolean {
  return fields.organizationId !== null && fields.meal !== null && fields.content.trim().length > 0;
}
