/**
 * The one schema a section's draft is checked with, built from its definition (site-sections.ts):
 * the server parses `PUT site-sections/{key}/draft` with it and the editor checks the form with
 * it, so both refuse the same thing with the same message at the same path (`0.label.en`).
 * A translated field holds {en, kn}: English is what a mandatory field needs; a Kannada value, when
 * given, meets the same rules, and when missing the site falls back to English (missingKannada).
 */
import { z } from 'zod';
import { fill } from '../messages.ts';
import { RAW_TEXT_MAX, rawUnitsOf, textError, type FieldDefinition } from './site-fields.ts';
import { SITE_MSG } from './site-messages.ts';
import { SECTIONS, type SectionDefinition } from './site-sections.ts';

const rawText = (field: FieldDefinition) =>
  z
    .string()
    .max(rawUnitsOf(field), {
      error: fill(SITE_MSG.tooLong, { max: field.is_limited ? field.max_characters : RAW_TEXT_MAX }),
    })
    .optional()
    .default('');
const translatedValue = (field: FieldDefinition) => z.object({ en: rawText(field), kn: rawText(field) }).strict();

/**
 * The largest body `PUT site-sections/{key}/draft` (and its preview) needs: the fullest section,
 * every value at its raw limit in three-byte UTF-8, plus JSON's punctuation. Anything larger is
 * refused with 413 before it is parsed.
 */
export const DRAFT_BODY_LIMIT = Math.max(
  ...SECTIONS.map(
    (section) =>
      section.maxItems *
      section.fields.reduce((sum, field) => sum + (field.translated ? 2 : 1) * (rawUnitsOf(field) * 3 + 64), 64),
  ),
);

export type TranslatedText = { en: string; kn: string };
export type ItemValue = TranslatedText | string | number | null;
export type SectionItem = Record<string, ItemValue>;

function valueSchema(field: FieldDefinition) {
  if (field.type === 'select')
    return z.coerce
      .number()
      .int()
      .min(0)
      .max(1000)
      .default(field.default ?? 0);
  if (field.type === 'media') return z.number().int().positive().max(2_147_483_647).nullable().default(null);
  return field.translated ? translatedValue(field).default({ en: '', kn: '' }) : rawText(field);
}

const trimmed = (value: string) => value.trim();

/** Checks one item's values against the field rules, adding issues at their paths. */
function checkItem(fields: readonly FieldDefinition[], item: SectionItem, ctx: z.RefinementCtx, at: number) {
  for (const field of fields) {
    const value = item[field.key];
    const path = [at, field.key];
    if (field.type === 'select') {
      if (field.is_mandatory && !field.options?.some((o) => o.value === value))
        ctx.addIssue({ code: 'custom', path, message: SITE_MSG.choosePage });
    } else if (field.type === 'media') {
      if (field.is_mandatory && value == null) ctx.addIssue({ code: 'custom', path, message: SITE_MSG.chooseImage });
    } else if (field.translated) {
      const text = value as TranslatedText;
      const en = textError(field, text.en, field.is_mandatory);
      if (en) ctx.addIssue({ code: 'custom', path: [...path, 'en'], message: en });
      const kn = textError(field, text.kn, false);
      if (kn) ctx.addIssue({ code: 'custom', path: [...path, 'kn'], message: kn });
    } else {
      const problem = textError(field, value as string, field.is_mandatory);
      if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
    }
  }
}

/** The items of a section: their shape, then every field rule, in one parse. */
export function sectionItemsSchema(section: SectionDefinition) {
  const item = z.object(Object.fromEntries(section.fields.map((f) => [f.key, valueSchema(f)]))).strict();
  return z
    .array(item)
    .refine((items) => section.repeatable || items.length === 1, SITE_MSG.oneItem)
    .refine((items) => items.length <= section.maxItems, fill(SITE_MSG.tooManyItems, { max: section.maxItems }))
    .superRefine((items, ctx) => items.forEach((it, i) => checkItem(section.fields, it as SectionItem, ctx, i)))
    .transform((items) =>
      items.map((it) =>
        Object.fromEntries(
          Object.entries(it as SectionItem).map(([k, v]) => [
            k,
            typeof v === 'string'
              ? trimmed(v)
              : v && typeof v === 'object'
                ? { en: trimmed(v.en), kn: trimmed(v.kn) }
                : v,
          ]),
        ),
      ),
    );
}

/** The body of `PUT site-sections/{key}/draft`, for a section known from the path. */
export const draftBodySchema = (section: SectionDefinition) =>
  z.object({ items: sectionItemsSchema(section), base_version: z.number().int().min(0).max(1_000_000) });

/**
 * A loose body shape for the contract (the section is known only once the path is read): items of
 * the values a field can hold, whatever the section, so that a preview, which takes items not yet
 * valid, still takes nothing deeper or longer than a draft could be.
 */
const looseText = z.string().max(RAW_TEXT_MAX);
const looseValue = z.union([
  looseText,
  z.number(),
  z.null(),
  z.object({ en: looseText.optional(), kn: looseText.optional() }),
]);
export const draftBodyShape = z.object({
  items: z.array(z.record(z.string().max(64), looseValue)).max(50),
  base_version: z.number().int().min(0).max(1_000_000),
});

/** Paths of translated values with English but no Kannada: the site shows English there. */
export function missingKannada(section: SectionDefinition, items: readonly SectionItem[]): string[] {
  return items.flatMap((item, i) =>
    section.fields
      .filter((f) => f.translated)
      .filter((f) => {
        const value = item[f.key] as TranslatedText | undefined;
        return !!value?.en && !value.kn;
      })
      .map((f) => `${i}.${f.key}.kn`),
  );
}

/** The media ids a section's items use (its banners' images). */
export const mediaIdsOf = (section: SectionDefinition, items: readonly SectionItem[]): number[] =>
  items.flatMap((item) =>
    section.fields
      .filter((f) => f.type === 'media')
      .flatMap((f) => (typeof item[f.key] === 'number' ? [item[f.key] as number] : [])),
  );

/** An empty item, as the editor adds it. */
export const emptyItem = (section: SectionDefinition): SectionItem =>
  Object.fromEntries(
    section.fields.map((f) => [
      f.key,
      f.type === 'select' ? (f.default ?? 0) : f.type === 'media' ? null : f.translated ? { en: '', kn: '' } : '',
    ]),
  );

/** A review step's optional comment, and a reject's required reason (SITE_MSG.reasonRequired). */
export const stepBodySchema = z.object({ comment: z.string().trim().max(500).optional() });
export const rejectBodySchema = z.object({
  reason: z.string({ error: SITE_MSG.reasonRequired }).trim().min(1, SITE_MSG.reasonRequired).max(500),
});
