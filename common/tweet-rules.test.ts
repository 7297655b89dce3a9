import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validation.ts';
import { CONTENT_MAX, descriptionFits, tweetFormProblems, type TweetForm } from './tweet-rules.ts';
import { createTweetSchema } from './tweet-schema.ts';

const complete: TweetForm = { organization_id: 3, meal: 'LUNCH', content: 'Rice and dal', image_1: true };

/** What the server answers for the form, as field → message (first per field, as the PWA shows). */
function serverProblems(form: TweetForm): Record<string, string> {
  const result = createTweetSchema.safeParse({
    organization_id: form.organization_id ?? undefined,
    meal: form.meal ?? undefined,
    content: form.content,
    image_1: form.image_1 ? 1 : undefined,
    client_id: '00000000-0000-4000-8000-000000000000',
    captured_at: '2026-05-14T13:05:09.123+05:30',
  });
  const out: Record<string, string> = {};
  if (!result.success) for (const { field, message } of toFieldErrors(result.error)) out[field] ??= message;
  return out;
}

describe("the composer's zod-free checks", () => {
  it('trims the description and takes 1 to CONTENT_MAX characters', () => {
    expect(['x', ` ${'x'.repeat(CONTENT_MAX)} `].map(descriptionFits)).toEqual([true, true]);
    expect(['', '   \n', 'x'.repeat(CONTENT_MAX + 1)].map(descriptionFits)).toEqual([false, false, false]);
  });

  it('refuse what the server refuses, with its field names and messages', () => {
    const forms: TweetForm[] = [
      complete,
      { ...complete, content: '   ' },
      { ...complete, content: 'x'.repeat(CONTENT_MAX + 1) },
      { ...complete, content: ` ${'x'.repeat(CONTENT_MAX)} ` },
      { ...complete, image_1: false },
      { ...complete, organization_id: null },
      { ...complete, meal: null },
      { organization_id: null, meal: null, content: '', image_1: false },
    ];
    for (const form of forms) expect(tweetFormProblems(form)).toEqual(serverProblems(form));
  });
});
