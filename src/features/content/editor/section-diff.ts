/**
 * What a draft changes against the published version, field by field and language by language, for
 * the reviewer: items added or removed at the end, and each value that differs. Positions are
 * compared in order, so a moved item reads as its fields changing, which is what the reader sees.
 */
import type { SectionItem, TranslatedText } from '@common/site/site-schema';
import type { SectionDefinition } from '@common/site/site-sections';

export interface Change {
  item: number;
  field: string;
  lang: 'en' | 'kn' | null;
  before: string;
  after: string;
  kind: 'changed' | 'added' | 'removed';
}

const text = (value: SectionItem[string] | undefined, lang: 'en' | 'kn' | null): string => {
  if (value == null) return '';
  if (lang) return (value as TranslatedText)[lang] ?? '';
  return String(value);
};

export function diffItems(section: SectionDefinition, before: SectionItem[], after: SectionItem[]): Change[] {
  const changes: Change[] = [];
  const count = Math.max(before.length, after.length);
  for (let i = 0; i < count; i += 1) {
    const b = before[i];
    const a = after[i];
    const kind = !b ? 'added' : !a ? 'removed' : 'changed';
    for (const field of section.fields) {
      const langs = field.translated ? (['en', 'kn'] as const) : ([null] as const);
      for (const lang of langs) {
        const was = text(b?.[field.key], lang);
        const now = text(a?.[field.key], lang);
        if (was !== now) changes.push({ item: i, field: field.key, lang, before: was, after: now, kind });
      }
    }
  }
  return changes;
}
