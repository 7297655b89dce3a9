/**
 * The accounts list's filters as URL search params (`/admin/accounts`), so a reload, Back or a
 * shared link opens the same list. Values follow `accountListQuery` in common/console-queries.ts:
 * `roles` is one role or a comma list (either spelling, normalised here), `created_on` OLDEST
 * (RECENT is the default), `created_by` an account id, `status` ACTIVE or DISABLED, `search` up to
 * 100 characters. Defaults are left out of the URL and anything malformed is dropped.
 */
import { normalizeRole, type Role } from '@common/roles';
import { compact, searchParam } from '@/lib/search-params';

export type AccountSearch = {
  page?: number;
  roles?: string;
  created_on?: 'OLDEST';
  created_by?: number;
  status?: 'ACTIVE' | 'DISABLED';
  search?: string;
};

/** A comma list of known roles, normalised and de-duplicated; anything else means 'all roles'. */
function roles(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const list = value.split(',').map((r) => normalizeRole(r));
  if (list.some((r) => r === null)) return undefined;
  return [...new Set(list as Role[])].join(',');
}

export function validateAccountSearch(s: Record<string, unknown>): AccountSearch {
  return compact({
    page: searchParam.page(s.page),
    roles: roles(s.roles),
    created_on: searchParam.oneOf(s.created_on, ['OLDEST'] as const),
    created_by: searchParam.id(s.created_by),
    status: searchParam.oneOf(s.status, ['ACTIVE', 'DISABLED'] as const),
    search: searchParam.text(s.search),
  });
}
