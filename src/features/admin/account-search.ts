/**
 * The accounts list's filters as URL search params (`/admin/accounts`), so a reload, Back or a
 * shared link opens the same list. Values follow `accountListQuery` in common/console-queries.ts:
 * `roles` is one role or a comma list (either spelling, normalised here), `created_on` RECENT or
 * OLDEST, `created_by` an account id, `status` ACTIVE or DISABLED, `search` up to 100 characters.
 * Defaults are left out of the URL and anything malformed is dropped instead of breaking the page.
 */
import { z } from 'zod';
import { normalizeRole, type Role } from '@common/roles';

const id = z.coerce.number().int().positive().optional().catch(undefined);

/** A comma list of known roles, normalised and de-duplicated; anything else means 'all roles'. */
const roles = z.preprocess((value) => {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const list = value.split(',').map((r) => normalizeRole(r));
  if (list.some((r) => r === null)) return undefined;
  return [...new Set(list as Role[])].join(',');
}, z.string().optional());

export const accountSearchSchema = z.object({
  page: z.coerce.number().int().min(2).optional().catch(undefined),
  roles,
  created_on: z.literal('OLDEST').optional().catch(undefined),
  created_by: id,
  status: z.enum(['ACTIVE', 'DISABLED']).optional().catch(undefined),
  search: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined), z.string().optional()),
});
export type AccountSearch = z.output<typeof accountSearchSchema>;
