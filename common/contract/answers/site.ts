/**
 * Answers about the website's sections (docs/spec-notes.md, 'The website's content and its review'): a section's
 * definition as the contract (docs/product.md, 'Records and fields') names its attributes, its versions with their
 * review history, the caller's inbox, and the public site's published content with every image resolved to its
 * renditions.
 */
import { z } from 'zod';
import { VALIDATION_TYPES } from '../../site/site-fields.ts';
import { SECTION_KEYS } from '../../site/site-sections.ts';
import { ACTIVITY_TYPES, OPEN_STATES, VERSION_STATES } from '../../site/site-review.ts';
import { isoTime, nameSchema } from '../shared.ts';

export const fieldDefinitionSchema = z
  .object({
    key: z.string(),
    type: z.enum(['text', 'select', 'media']),
    hasLable: z.boolean(),
    lable: z.string(),
    is_mandatory: z.boolean(),
    is_limited: z.boolean(),
    max_characters: z.number().int(),
    min_characters: z.number().int(),
    is_capital: z.boolean(),
    requires_validation: z.boolean(),
    validation_type: z.enum(VALIDATION_TYPES),
    placeholder: z.string(),
    translated: z.boolean(),
    options: z
      .array(z.object({ value: z.number().int(), label: z.string() }))
      .readonly()
      .optional(),
    default: z.number().int().optional(),
  })
  .meta({ id: 'SiteFieldDefinition' });

export const sectionDefinitionSchema = z
  .object({
    key: z.enum(SECTION_KEYS),
    title: nameSchema,
    repeatable: z.boolean(),
    maxItems: z.number().int(),
    fields: z.array(fieldDefinitionSchema).readonly(),
  })
  .meta({ id: 'SiteSectionDefinition' });

const person = z.object({ id: z.number().int(), name: z.string() });
const itemValue = z.union([nameSchema, z.string(), z.number(), z.null()]);
export const sectionItemSchema = z.record(z.string(), itemValue).meta({ id: 'SiteSectionItem' });

/** What a section is now: its open draft's state, else PUBLISHED, else EMPTY (never written). */
export const SECTION_STATUSES = [...OPEN_STATES, 'PUBLISHED', 'EMPTY'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export const sectionSummarySchema = z
  .object({
    key: z.enum(SECTION_KEYS),
    title: nameSchema,
    definition: sectionDefinitionSchema,
    draft_version: z.number().int().nullable(),
    published_version: z.number().int().nullable(),
    status: z.enum(SECTION_STATUSES),
    updated_at: isoTime.nullable(),
  })
  .meta({ id: 'SiteSectionSummary' });
export const sectionListSchema = z.object({ items: z.array(sectionSummarySchema) });

export const activitySchema = z
  .object({ type: z.enum(ACTIVITY_TYPES), actor: person, comment: z.string().nullable(), created_at: isoTime })
  .meta({ id: 'SiteActivity' });

export const versionSchema = z
  .object({
    version: z.number().int(),
    state: z.enum(VERSION_STATES),
    items: z.array(sectionItemSchema),
    author: person,
    saved_by: person,
    restored_from: z.number().int().nullable(),
    created_at: isoTime,
    state_changed_at: isoTime,
    /** Paths of English values without their Kannada (`0.review.kn`): the site shows English there. */
    missing_kannada: z.array(z.string()),
    activities: z.array(activitySchema),
  })
  .meta({ id: 'SiteVersion' });

/** The steps the caller may take on the section now, so the editor shows those and no others. */
export const sectionStepsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  forward: z.boolean(),
  approve: z.boolean(),
  reject: z.boolean(),
  withdraw: z.boolean(),
  restore: z.boolean(),
});

export const sectionDetailSchema = sectionSummarySchema
  .extend({
    draft: versionSchema.nullable(),
    published: versionSchema.nullable(),
    /** Every version, newest first, with its history. */
    versions: z.array(versionSchema),
    can: sectionStepsSchema,
  })
  .meta({ id: 'SiteSectionDetail' });
export type SectionDetail = z.output<typeof sectionDetailSchema>;

export const inboxItemSchema = z
  .object({
    key: z.enum(SECTION_KEYS),
    title: nameSchema,
    version: z.number().int(),
    state: z.enum(OPEN_STATES),
    author: person,
    updated_at: isoTime,
    /** The last comment on it: a reject's reason when it came back to its author. */
    comment: z.string().nullable(),
  })
  .meta({ id: 'ContentInboxItem' });
export const inboxSchema = z.object({ items: z.array(inboxItemSchema) });

export const siteImageSchema = z
  .object({
    id: z.number().int(),
    high_res: z.string(),
    low_res: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string(),
  })
  .meta({ id: 'SiteImage' });
export type SiteImage = z.output<typeof siteImageSchema>;
const publicValue = z.union([z.string(), z.number(), siteImageSchema, z.null()]);
export const publicSiteSchema = z
  .object({
    lang: z.enum(['en', 'kn']),
    /** Published sections only, by key; each item's words in the language asked for (English where Kannada is missing). */
    sections: z.partialRecord(z.enum(SECTION_KEYS), z.array(z.record(z.string(), publicValue))),
    updated_at: isoTime.nullable(),
  })
  .meta({ id: 'PublicSite' });
export type PublicSite = z.output<typeof publicSiteSchema>;
