/**
 * Which institutions a caller reaches for an action, as the access table (common/access.ts) gives
 * the scope: 'state' everything, 'district' a DD's assigned districts, 'own' a warden's own
 * institutions. Filters of a query narrow that scope; an id or a filter that is missing or outside
 * it answers 404, like a missing record (docs/product.md, 'Calls and answers'). Queries apply the scope through
 * `orgCondition` (scope.repository.ts).
 * A layer of its own below the modules (docs/architecture.md, 'Layers'): every module reads the
 * scope here. `scopeRules` takes the look-ups it reads, so a test gives it fakes and needs no database.
 */
import { scopeOf, type Action } from '@common/access.ts';
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../context.ts';
import { errors } from '../lib/errors.ts';
import { cachedAnswer } from '../lib/caches.ts';
import type { AuthUser } from '../lib/tokens.ts';
import * as scopeRepository from './scope.repository.ts';
import type { OrgFilter } from './scope.repository.ts';

/** null means statewide. */
export type DistrictScope = number[] | null;

export const inScope = (scope: DistrictScope, districtId: number): boolean =>
  scope === null || scope.includes(districtId);

export interface PlaceQuery {
  district?: number | null;
  taluk?: number | null;
  organization?: number | null;
  institution_type?: string;
}

/** What the scope reads from the database: scope.repository.ts's look-ups, or a test's fakes. */
export type ScopeReads = Pick<
  typeof scopeRepository,
  'districtIdsOf' | 'districtById' | 'talukById' | 'liveOrganizationDistrict'
>;

/** The scope's rules over the given look-ups. */
export function scopeRules(reads: ScopeReads) {
  /** The districts a caller reaches for a supervisor's action (only 'state' and 'district' scopes read lists). */
  async function districtScope(ctx: AppContext, user: AuthUser, action: Action): Promise<DistrictScope> {
    const scope = scopeOf(user.role, action);
    if (scope === 'state') return null;
    // Cached; assigning districts is a console write, which forgets it (plugins/answer-cache.ts).
    if (scope === 'district')
      return cachedAnswer(ctx.caches, `districts-of:${user.id}`, () => reads.districtIdsOf(ctx.db, user.id));
    throw errors.forbidden(MSG.adminNoRights);
  }

  /** Whether an institution lies in the caller's reach for an action. */
  async function reaches(
    ctx: AppContext,
    user: AuthUser,
    action: Action,
    org: { district_id: number; warden_id: number | null },
  ): Promise<boolean> {
    const scope = scopeOf(user.role, action);
    if (scope === 'own') return org.warden_id === user.id;
    if (scope === 'state' || scope === 'district')
      return inScope(await districtScope(ctx, user, action), org.district_id);
    return false;
  }

  /** The institution, if it lies in the caller's reach for the action; 404 otherwise, like a missing one. */
  async function reachableOrganization<T extends { district_id: number; warden_id: number | null }>(
    ctx: AppContext,
    user: AuthUser,
    action: Action,
    org: T | undefined,
  ): Promise<T> {
    if (!org || !(await reaches(ctx, user, action, org))) throw errors.notFound(MSG.notFound);
    return org;
  }

  /** The scope narrowed by a query's place filters. */
  async function placeFilter(ctx: AppContext, scope: DistrictScope, q: PlaceQuery): Promise<OrgFilter> {
    const filter: OrgFilter = scope === null ? {} : { districts: scope };
    if (q.district != null) {
      const district = await reads.districtById(ctx.db, q.district);
      if (!district || !inScope(scope, district.id)) throw errors.notFound(MSG.notFound);
      filter.districts = [district.id];
    }
    if (q.taluk != null) {
      const taluk = await reads.talukById(ctx.db, q.taluk);
      if (!taluk || !inScope(scope, taluk.district_id) || (q.district != null && taluk.district_id !== q.district))
        throw errors.notFound(MSG.notFound);
      filter.taluks = [taluk.id];
    }
    if (q.organization != null) {
      const org = await reads.liveOrganizationDistrict(ctx.db, q.organization);
      if (!org || !inScope(scope, org.district_id)) throw errors.notFound(MSG.notFound);
      filter.organizationIds = [org.id];
    }
    if (q.institution_type && q.institution_type !== 'ALL') filter.organizationType = q.institution_type;
    return filter;
  }

  return { districtScope, reaches, reachableOrganization, placeFilter };
}

export const { districtScope, reaches, reachableOrganization, placeFilter } = scopeRules(scopeRepository);
