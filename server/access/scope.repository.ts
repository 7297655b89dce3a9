/**
 * The SQL side of a supervisor's scope (scope.ts decides the scope): `orgCondition` is the one
 * condition every list, count and feed applies, so no query forgets the scope or deleted rows, and
 * the look-ups that check a filter's ids (a district, a taluk, an institution) against the scope.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface OrgFilter {
  districts?: number[];
  taluks?: number[];
  organizationIds?: number[];
  organizationType?: string;
}

/**
 * The one soft-delete filter of institutions: a deleted institution is gone for every list, count,
 * look-up and write. On an alias (`o`) or the bare table (`organizations`).
 */
export const liveOrganization = (alias = 'o'): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${alias}.deleted_at`)} is null`;

/** The SQL condition on an institutions alias: live rows inside the filter. */
export function orgCondition(f: OrgFilter, alias = 'o'): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const inList = (name: string, ids: number[]) => (ids.length ? sql`${col(name)} in (${sql.join(ids)})` : sql`false`);
  const parts: RawBuilder<unknown>[] = [liveOrganization(alias)];
  if (f.districts) parts.push(inList('district_id', f.districts));
  if (f.taluks) parts.push(inList('taluk_id', f.taluks));
  if (f.organizationIds) parts.push(inList('id', f.organizationIds));
  if (f.organizationType) parts.push(sql`${col('organization_type')} = ${f.organizationType}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The districts assigned to an account (a DD's scope). */
export async function districtIdsOf(db: Kysely<DB>, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('account_districts')
    .select('district_id')
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => r.district_id);
}

/** A live institution's district, to check a filter's institution against the scope. */
export const liveOrganizationDistrict = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('organizations')
    .select(['id', 'district_id'])
    .where('id', '=', id)
    .where(liveOrganization('organizations'))
    .executeTakeFirst();

/** A district by id, to check that a filter's or a form's district is real. */
export const districtById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('districts').select('id').where('id', '=', id).executeTakeFirst();

/** A taluk and its district, to check a filter's or a form's taluk against the scope and the district. */
export const talukById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('taluks').select(['id', 'district_id']).where('id', '=', id).executeTakeFirst();
