/**
 * The editor's working copy of a section's items, kept as plain functions so they are tested
 * without a screen: where the editor starts (the open draft, else the published version, else one
 * empty item for a single section), moving, adding and removing items, and reading the schema's
 * and the server's field errors by path ('0.review.en'; the server says 'items.0.review.en').
 */
import { emptyItem, sectionItemsSchema, type SectionItem, type TranslatedText } from '@common/site/site-schema';
import type { SectionDefinition } from '@common/site/site-sections';
import type { SectionDetail } from '@common/contract/answers/site';

export interface Start {
  items: SectionItem[];
  base_version: number;
}

export function startingPoint(section: SectionDefinition, detail: SectionDetail): Start {
  const from = detail.draft ?? detail.published;
  if (from) return { items: structuredClone(from.items) as SectionItem[], base_version: from.version };
  return { items: section.repeatable ? [] : [emptyItem(section)], base_version: 0 };
}

export function moveItem(items: SectionItem[], from: number, to: number): SectionItem[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export const removeItem = (items: SectionItem[], at: number) => items.filter((_, i) => i !== at);

export function setValue(
  items: SectionItem[],
  at: number,
  key: string,
  value: SectionItem[string],
  lang?: 'en' | 'kn',
) {
  return items.map((item, i) => {
    if (i !== at) return item;
    if (!lang) return { ...item, [key]: value };
    const pair = (item[key] as TranslatedText | undefined) ?? { en: '', kn: '' };
    return { ...item, [key]: { ...pair, [lang]: value as string } };
  });
}

/** The schema's errors by path, as the server would name them without its 'items.' prefix. */
export function checkItems(section: SectionDefinition, items: SectionItem[]): Record<string, string> {
  const result = sectionItemsSchema(section).safeParse(items);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'items';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A 422's field errors keyed like checkItems' ('items.0.label.en' → '0.label.en'). */
export const fromServerErrors = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^items\.?/, '') || 'items', message]),
  );
