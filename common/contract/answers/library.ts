/**
 * Answers of the media library (docs/spec-notes.md, 'The website's content and its review'): folders with what they
 * hold, the counts by type for the library's filter, and where a file is used on the website (the sections and
 * versions that name it), which is also what a refused delete lists.
 */
import { z } from 'zod';
import { MEDIA_TYPES } from '../../uploads.ts';
import { SECTION_KEYS } from '../../site/site-sections.ts';
import { VERSION_STATES } from '../../site/site-review.ts';
import { isoTime, nameSchema } from '../shared.ts';

export const folderSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    created_by: z.number().int(),
    createdAt: isoTime,
    /** Files and folders directly inside. */
    files: z.number().int(),
    folders: z.number().int(),
  })
  .meta({ id: 'MediaFolder' });
export type MediaFolder = z.output<typeof folderSchema>;
export const folderListSchema = z.object({
  items: z.array(folderSchema),
  /** From the top down to the folder listed, for the breadcrumb. */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const mediaTypeCountsSchema = z.object({
  data: z.array(z.object({ name: z.enum(MEDIA_TYPES), count: z.number().int() })),
});

export const mediaUseSchema = z
  .object({
    key: z.enum(SECTION_KEYS),
    title: nameSchema,
    version: z.number().int(),
    state: z.enum(VERSION_STATES),
    /** True for a published version or an open draft: these keep the file from being deleted. */
    blocks_delete: z.boolean(),
  })
  .meta({ id: 'MediaUse' });
export type MediaUse = z.output<typeof mediaUseSchema>;
export const mediaUsageSchema = z.object({ media_id: z.number().int(), uses: z.array(mediaUseSchema) });
export const mediaDeletedSchema = z.object({ id: z.number().int() });
