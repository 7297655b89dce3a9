/**
 * Answers about media files (docs/product.md, 'Records and fields'): a file with its renditions, and the nested
 * `data.data` wrapper the contract (docs/product.md, 'Calls and answers') reads uploads and lists from. `high_res`
 * and `low_res` are root-relative paths such as /media/2026/11/ab12.webp (docs/product.md, 'Media and uploads').
 */
import { z } from 'zod';
import { MEDIA_TYPES } from '../../uploads.ts';
import { isoTime, listPageOf, nameSchema } from '../shared.ts';

export const mediaUrlsSchema = z
  .object({ full: z.object({ high_res: z.string(), low_res: z.string() }) })
  .meta({ id: 'MediaUrls' });

const fileFacts = {
  id: z.number().int(),
  media_type: z.object({ name: z.enum(MEDIA_TYPES) }),
  image_url: mediaUrlsSchema.nullable(),
  name: z.object({ original: z.string(), current: z.string() }),
  extension: z.object({ original: z.string(), current: z.string() }),
  size: z.object({
    original: z.number().int().meta({ description: 'bytes' }),
    current: z.number().int().meta({ description: 'bytes' }),
  }),
};

/** A photo inside a post: the file's facts without its repeats. */
export const postImageSchema = z.object(fileFacts).meta({ id: 'PostImage' });
export type PostImage = z.output<typeof postImageSchema>;

export const mediaSchema = z
  .object({
    ...fileFacts,
    video_url: mediaUrlsSchema.nullable(),
    file_url: mediaUrlsSchema,
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdAt: isoTime,
    /** The media library's folder (docs/spec-notes.md, 'The website's content and its review'); null at the top. */
    belongs_to_folder: z.number().int().nullable(),
    alt: nameSchema,
    /** Counts replacements: the file's URLs carry it, so caches fetch the new one. */
    version: z.number().int(),
    created_by: z.number().int(),
  })
  .meta({ id: 'Media' });
export type Media = z.output<typeof mediaSchema>;

export const mediaFileSchema = z.object({ data: mediaSchema });
export const mediaPageSchema = z.object({ data: listPageOf(mediaSchema) });
