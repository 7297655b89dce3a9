/**
 * The console lists' filters as URL search params (TanStack Router `validateSearch`), so a reload,
 * Back or a shared link opens the same list. Values follow common/console-queries.ts (institution
 * types from common/organizations.ts, RECENT/OLDEST); defaults ('ALL', page 1, RECENT) are left
 * out of the URL, and anything malformed is dropped rather than breaking the page.
 */
import { z } from 'zod';
import { ORGANIZATION_TYPES } from '@common/organizations';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const page = z.coerce.number().int().min(2).optional().catch(undefined);

export const placeSearchSchema = z.object({
  page,
  district: id,
  taluk: id,
  institution_type: z.enum(ORGANIZATION_TYPES).optional().catch(undefined),
});
export type PlaceSearch = z.output<typeof placeSearchSchema>;

export const institutionSearchSchema = placeSearchSchema.extend({
  created_on: z.literal('OLDEST').optional().catch(undefined),
  search: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined), z.string().optional()),
  /** The institution whose edit form is open (the incomplete lists link here). */
  edit: id,
});
export type InstitutionSearch = z.output<typeof institutionSearchSchema>;

/** Drops undefined and default values so the URL stays short. */
export function cleanSearch<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([k, v]) => v !== undefined && v !== '' && !(k === 'page' && v === 1))) as T;
}
