/**
 * The console lists' filters as URL search params (TanStack Router `validateSearch`), so a reload,
 * Back or a shared link opens the same list. Values follow common/console-queries.ts (institution
 * types from common/organizations.ts, RECENT/OLDEST, X account states); defaults ('ALL', page 1, RECENT) are left
 * out of the URL, and anything malformed is dropped rather than breaking the page.
 */
import { ORGANIZATION_TYPES, type OrganizationType } from '@common/organizations';
import { X_ACCOUNT_STATUSES, type XAccountStatus } from '@common/x-publishing';
import { compact, searchParam } from '@/lib/search-params';

export type PlaceSearch = {
  page?: number;
  district?: number;
  taluk?: number;
  institution_type?: OrganizationType;
};

export type InstitutionSearch = PlaceSearch & {
  created_on?: 'OLDEST';
  search?: string;
  x_status?: XAccountStatus;
  /** The institution whose edit form is open (the incomplete lists link here). */
  edit?: number;
};

export function validatePlaceSearch(s: Record<string, unknown>): PlaceSearch {
  return compact({
    page: searchParam.page(s.page),
    district: searchParam.id(s.district),
    taluk: searchParam.id(s.taluk),
    institution_type: searchParam.oneOf(s.institution_type, ORGANIZATION_TYPES),
  });
}

export function validateInstitutionSearch(s: Record<string, unknown>): InstitutionSearch {
  return compact({
    ...validatePlaceSearch(s),
    created_on: searchParam.oneOf(s.created_on, ['OLDEST'] as const),
    search: searchParam.text(s.search),
    x_status: searchParam.oneOf(s.x_status, X_ACCOUNT_STATUSES),
    edit: searchParam.id(s.edit),
  });
}

/** Drops undefined and default values so the URL stays short. */
export function cleanSearch<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(
    Object.entries(search).filter(([k, v]) => v !== undefined && v !== '' && !(k === 'page' && v === 1)),
  ) as T;
}
