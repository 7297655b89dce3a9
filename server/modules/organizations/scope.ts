/**
 * Which institutions a supervisor may see (DECISIONS §3 and §8): ADMIN, SUPER_ADMIN and HELPLINE
 * statewide, a DD the districts assigned to them. Filters of a query narrow that scope; a filter id
 * that is missing or outside it answers 404, like a missing record. The queries apply the scope
 * through `orgCondition` (scope.repository.ts).
 */
import { MSG } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { districtById, talukById } from '../places/places.repository.ts';
import { districtIdsOf, liveOrganizationDistrict, type OrgFilter } from './scope.repository.ts';

const STATEWIDE: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'HELPLINE'];

/** null means statewide. */
export type DistrictScope = number[] | null;

export async function districtScope(ctx: AppContext, user: AuthUser): Promise<DistrictScope> {
  if (STATEWIDE.includes(user.role)) return null;
  // Cached; assigning districts is a console write, which forgets it (plugins/answer-cache.ts).
  if (user.role === 'DD')
    return cachedAnswer(ctx.caches, `districts-of:${user.id}`, () => districtIdsOf(ctx.db, user.id));
  throw errors.forbidden(MSG.adminNoRights);
}

export const inScope = (scope: DistrictScope, districtId: number): boolean =>
  scope === null || scope.includes(districtId);

export interface PlaceQuery {
  district?: number | null;
  taluk?: number | null;
  organization?: number | null;
  institution_type?: string;
}

/** The scope narrowed by a query's place filters. */
export async function placeFilter(ctx: AppContext, scope: DistrictScope, q: PlaceQuery): Promise<OrgFilter> {
  const filter: OrgFilter = scope === null ? {} : { districts: scope };
  if (q.district != null) {
    const district = await districtById(ctx.db, q.district);
    if (!district || !inScope(scope, district.id)) throw errors.notFound(MSG.notFound);
    filter.districts = [district.id];
  }
  if (q.taluk != null) {
    const taluk = await talukById(ctx.db, q.taluk);
    if (!taluk || !inScope(scope, taluk.district_id) || (q.district != null && taluk.district_id !== q.district))
      throw errors.notFound(MSG.notFound);
    filter.taluks = [taluk.id];
  }
  if (q.organization != null) {
    const org = await liveOrganizationDistrict(ctx.db, q.organization);
    if (!org || !inScope(scope, org.district_id)) throw errors.notFound(MSG.notFound);
    filter.organizationIds = [org.id];
  }
  if (q.institution_type && q.institution_type !== 'ALL') filter.organizationType = q.institution_type;
  return filter;
}
