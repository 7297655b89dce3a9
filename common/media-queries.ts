/**
 * Requests of the media library (docs/spec-notes.md, 'The website's content and its review'; the contract
 * (docs/product.md, 'Calls and answers') for the list): the list's filters, folders named by the contract's
 * folder-name rule (letters, digits, spaces and hyphens, 3 to 35 characters, counted as a reader counts them), and a
 * file's name, Kannada and English alt text and folder. The library screen checks its forms with the same schemas the
 * server parses them with.
 */
import { z } from 'zod';
import { MEDIA_TYPES, type MediaType } from './uploads.ts';
import { QUERY_MSG } from './query-messages.ts';
import { choice, idOrAll, pageSize, paging } from './console-queries.ts';
import { FOLDER_NAME_MAX } from './site/site-sections.ts';
import { ALPHANUMERIC_RE, MIN_CHARACTERS, RAW_UNITS_PER_CHARACTER } from './site/site-fields.ts';
import { graphemeLength } from './site/grapheme-length.ts';
import { LIBRARY_MSG, SITE_MSG } from './site/site-messages.ts';
import { fill } from './messages.ts';

export const folderNameSchema = z
  .string({ error: SITE_MSG.required })
  // Refused by its raw length before it is trimmed or counted; counted once, and aborted there.
  .max(FOLDER_NAME_MAX * RAW_UNITS_PER_CHARACTER, { error: LIBRARY_MSG.folderTooLong, abort: true })
  .trim()
  .min(1, SITE_MSG.required)
  .superRefine((v, ctx) => {
    const length = graphemeLength(v);
    const message =
      length < MIN_CHARACTERS
        ? fill(SITE_MSG.tooShort, { min: MIN_CHARACTERS })
        : length > FOLDER_NAME_MAX
          ? LIBRARY_MSG.folderTooLong
          : ALPHANUMERIC_RE.test(v)
            ? null
            : LIBRARY_MSG.folderName;
    if (message) ctx.addIssue({ code: 'custom', message, input: v });
  });

/** A folder id, or null for the top of the library. */
const parentId = z.number().int().positive().max(2_147_483_647).nullable();

export const createFolderSchema = z.object({ name: folderNameSchema, parent_id: parentId.default(null) });
export const updateFolderSchema = z
  .object({ name: folderNameSchema.optional(), parent_id: parentId.optional() })
  .refine((v) => v.name !== undefined || v.parent_id !== undefined, { message: SITE_MSG.required, path: ['name'] });

/** `parent=ROOT` (the default) or a folder id. */
export const folderListQuery = z.object({
  parent: z
    .union([z.literal('ROOT'), z.coerce.number().int().positive()], { error: QUERY_MSG.id })
    .default('ROOT')
    .transform((v) => (v === 'ROOT' ? null : v)),
});

/** `media_types=ALL` or a comma list of the contract's four kinds. */
const mediaTypes = z
  .string()
  .default('ALL')
  .transform((value, ctx): MediaType[] | null => {
    if (value.trim().toUpperCase() === 'ALL' || !value.trim()) return null;
    const list = value.split(',').map((t) => t.trim().toLowerCase());
    if (!list.every((t) => (MEDIA_TYPES as readonly string[]).includes(t))) {
      ctx.addIssue({ code: 'custom', message: QUERY_MSG.choice });
      return z.NEVER;
    }
    return [...new Set(list as MediaType[])];
  });

/**
 * The contract (docs/product.md, 'Calls and answers'): page, size 12, belongs_to_folder, media_types, created_on,
 * created_by. Ours: unused (files no section version names) and search. belongs_to_folder is ALL (default), ROOT or
 * an id.
 */
export const mediaListQuery = z.object({
  page: paging.page,
  size: pageSize(12),
  belongs_to_folder: z
    .union([z.literal('ALL'), z.literal('ROOT'), z.coerce.number().int().positive()], { error: QUERY_MSG.id })
    .default('ALL'),
  media_types: mediaTypes,
  created_on: choice(['RECENT', 'OLDEST'] as const, 'RECENT'),
  created_by: idOrAll,
  unused: z
    .enum(['true', 'false'], { error: QUERY_MSG.choice })
    .default('false')
    .transform((v) => v === 'true'),
  search: z.string().trim().max(100, QUERY_MSG.search).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

const altText = z
  .string()
  .trim()
  .max(250, fill(SITE_MSG.tooLong, { max: 250 }));
export const updateMediaSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, SITE_MSG.required)
      .max(120, fill(SITE_MSG.tooLong, { max: 120 }))
      .optional(),
    alt: z.object({ en: altText.optional(), kn: altText.optional() }).optional(),
    belongs_to_folder: parentId.optional(),
  })
  .refine((v) => v.name !== undefined || v.alt !== undefined || v.belongs_to_folder !== undefined, {
    message: SITE_MSG.required,
    path: ['name'],
  });
export type UpdateMediaInput = z.output<typeof updateMediaSchema>;
