/**
 * Which institutions a supervisor may see (DECISIONS §3 and §8): ADMIN, SUPER_ADMIN and HELPLINE
 * statewide, a DD the districts assigned to them. Filters of a query narrow that scope; a filter id
 * that is missing or outside it answers 404, like a missing record. `orgCondition` is the one SQL
 * condition every list, count and feed applies, so no query forgets the scope or deleted rows.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { MSG } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import type { AuthUser } from '../../plugins/auth.ts';

const STATEWIDE: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'HELPLINE'];

/** null means statewide. */
export type DistrictScope = number[] | null;

export interface OrgFilter {
  districts?: number[];
  taluks?: number[];
  organizationIds?: number[];
  organizationType?: string;
}

export async function ddDistricts(ctx: AppContext, accountId: number): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('account_districts')
    .select('district_id')
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => r.district_id);
}

export async function districtScope(ctx: AppContext, user: AuthUser): Promise<DistrictScope> {
  if (STATEWIDE.includes(user.role)) return null;
  // Cached; assigning districts is a console write, which forgets it (plugins/answer-cache.ts).
  if (user.role === 'DD') return cachedAnswer(ctx.caches, `districts-of:${user.id}`, () => ddDistricts(ctx, user.id));
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
    const district = await ctx.db.selectFrom('districts').select('id').where('id', '=', q.district).executeTakeFirst();
    if (!district || !inScope(scope, district.id)) throw errors.notFound(MSG.notFound);
    filter.districts = [district.id];
  }
  if (q.taluk != null) {
    const taluk = await ctx.db
      .selectFrom('taluks')
      .select(['id', 'district_id'])
      .where('id', '=', q.taluk)
      .executeTakeFirst();
    if (!taluk || !inScope(scope, taluk.district_id) || (q.district != null && taluk.district_id !== q.district))
      throw errors.notFound(MSG.notFound);
    filter.taluks = [taluk.id];
  }
  if (q.organization != null) {
    const org = await ctx.db
      .selectFrom('organizations')
      .select(['id', 'district_id'])
      .where('id', '=', q.organization)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!org || !inScope(scope, org.district_id)) throw errors.notFound(MSG.notFound);
    filter.organizationIds = [org.id];
  }
  if (q.institution_type && q.institution_type !== 'ALL') filter.organizationType = q.institution_type;
  return filter;
}

/** The SQL condition on an institutions alias: live rows inside the filter. */
export function orgCondition(f: OrgFilter, alias = 'o'): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const inList = (name: string, ids: number[]) => (ids.length ? sql`${col(name)} in (${sql.join(ids)})` : sql`false`);
  const parts = [sql`${col('deleted_at')} is null`];
  if (f.districts) parts.push(inList('district_id', f.districts));
  if (f.taluks) parts.push(inList('taluk_id', f.taluks));
  if (f.organizationIds) parts.push(inList('id', f.organizationIds));
  if (f.organizationType) parts.push(sql`${col('organization_type')} = ${f.organizationType}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
