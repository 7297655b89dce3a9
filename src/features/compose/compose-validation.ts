/**
 * Client-side checks of the add-tweet form, made by the server's own schema (common/tweet-schema.ts)
 * so no rule or message is retyped here: 'Invalid Description', 'file is Required', and the
 * institution and meal messages. Photo ids do not exist yet on the phone, so a chosen photo stands
 * in as a placeholder id; client_id and captured_at are made at Submit and are always valid.
 */
import { createTweetSchema } from '@common/tweet-schema';
import type { Meal } from '@common/schedule';

export interface ComposeFields {
  organizationId: number | null;
  meal: Meal | null;
  content: string;
  /** Which of the four photo slots hold a photo. */
  photos: readonly boolean[];
}

export type ComposeErrors = Partial<Record<'institution' | 'meal' | 'content' | 'photo', string>>;

const FIELD_OF: Record<string, keyof ComposeErrors> = {
  organization_id: 'institution',
  meal: 'meal',
  content: 'content',
  image_1: 'photo',
};

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

export function validateCompose(fields: ComposeFields): ComposeErrors {
  const result = createTweetSchema.safeParse({
    organization_id: fields.organizationId ?? 0,
    content: fields.content,
    image_1: fields.photos[0] ? 1 : undefined,
    meal: fields.meal ?? undefined,
    client_id: PLACEHOLDER_ID,
    captured_at: new Date().toISOString(),
  });
  if (result.success) return {};
  const errors: ComposeErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** SPEC.md §5: Submit stays blocked while the description is empty or no institution is chosen. */
export function canSubmit(fields: Pick<ComposeFields, 'organizationId' | 'content'>): boolean {
  return fields.organizationId !== null && fields.content.trim().length > 0;
}
