/**
 * Queries for the console's institution pages and their edits. The stored X credential is never
 * selected: reads answer only whether one is set, so it cannot reach an answer by accident.
 */
import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { OrganizationListQuery } from '@common/console-queries.ts';
import type { DB, OrganizationsTable } from '../../db/schema.ts';
import { liveOrganization, orgCondition, type OrgFilter } from '../../access/scope.repository.ts';
import { containsPattern } from '../../lib/lists.ts';

export function institutionQuery(db: Kysely<DB>) {
  return db
    .selectFrom('organizations as o')
    .innerJoin('districts as d', 'd.id', 'o.district_id')
    .innerJoin('taluks as t', 't.id', 'o.taluk_id')
    .leftJoin('accounts as w', 'w.id', 'o.warden_id')
    .leftJoin('accounts as c', 'c.id', 'o.created_by')
    .leftJoin('x_accounts as xa', 'xa.organization_id', 'o.id')
    .select([
      'o.id',
      'o.en_name',
      'o.kn_name',
      'o.organization_type',
      'o.hostel_type',
      'o.district_id',
      'o.taluk_id',
      'o.warden_id',
      'o.twitter_id',
      'o.created_by',
      'o.created_at',
      'o.updated_at',
      sql<boolean>`o.twitter_secret is not null`.as('has_twitter_password'),
      'd.name_en as district_en',
      'd.name_kn as district_kn',
      't.name_en as taluk_en',
      't.name_kn as taluk_kn',
      'w.first_name as warden_first',
      'w.last_name as warden_last',
      'w.email_id as warden_email',
      'w.phone_number as warden_phone',
      'w.is_disabled as warden_disabled',
      'c.first_name as creator_first',
      'c.last_name as creator_last',
      'xa.status as x_status',
      'xa.username as x_username',
      'xa.connected_at as x_connected_at',
    ]);
}
export type InstitutionRow = Awaited<ReturnType<ReturnType<typeof institutionQuery>['execute']>>[number];

/** Name in English or Kannada, or the X handle. */
export function searchCondition(search: string | null): RawBuilder<SqlBool> {
  if (!search) return sql<SqlBool>`true`;
  const like = containsPattern(search);
  return sql<SqlBool>`(o.en_name ilike ${like} or o.kn_name like ${like} or o.twitter_id ilike ${like})`;
}

/** An institution's X account state as answers show it (no row: NOT_CONNECTED). */
function xStatusCondition(status: OrganizationListQuery['x_status']): RawBuilder<SqlBool> {
  if (status === 'ALL') return sql<SqlBool>`true`;
  const current = sql`(select xs.status from x_accounts xs where xs.organization_id = o.id)`;
  return status === 'NOT_CONNECTED' ? sql<SqlBool>`${current} is null` : sql<SqlBool>`${current} = ${status}`;
}

export async function listInstitutions(
  db: Kysely<DB>,
  filter: OrgFilter,
  q: OrganizationListQuery,
): Promise<{ rows: InstitutionRow[]; total: number }> {
  const where = sql<SqlBool>`(${orgCondition(filter)} and ${searchCondition(q.search)} and ${q.created_by === null ? sql`true` : sql`o.created_by = ${q.created_by}`} and ${xStatusCondition(q.x_status)})`;
  const direction = q.created_on === 'OLDEST' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    institutionQuery(db)
      .where(where)
      .orderBy('o.created_at', direction)
      .orderBy('o.id', direction)
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    db
      .selectFrom('organizations as o')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const institutionRowById = (db: Kysely<DB>, id: number) =>
  institutionQuery(db).where('o.id', '=', id).where(liveOrganization()).executeTakeFirst();

/** `organization/public`: names, district, taluk and type, nothing else. */
export async function publicInstitutions(
  db: Kysely<DB>,
  filter: OrgFilter,
  q: { page: number; size: number; search: string | null },
) {
  const where = sql<SqlBool>`(${orgCondition(filter)} and ${searchCondition(q.search)})`;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('organizations as o')
      .innerJoin('districts as d', 'd.id', 'o.district_id')
      .innerJoin('taluks as t', 't.id', 'o.taluk_id')
      .select([
        'o.id',
        'o.en_name',
        'o.kn_name',
        'o.organization_type',
        'd.id as district_id',
        'd.name_en as district_en',
        'd.name_kn as district_kn',
        't.id as taluk_id',
        't.name_en as taluk_en',
        't.name_kn as taluk_kn',
      ])
      .where(where)
      .orderBy('d.name_en')
      .orderBy('t.name_en')
      .orderBy('o.en_name')
      .orderBy('o.id')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    db
      .selectFrom('organizations as o')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Another live institution of this name in the taluk. */
export const sameNameInTaluk = (db: Kysely<DB>, talukId: number, enName: string, exceptId = 0) =>
  db
    .selectFrom('organizations')
    .select('id')
    .where('taluk_id', '=', talukId)
    .where('en_name', '=', enName)
    .where(liveOrganization('organizations'))
    .where('id', '!=', exceptId)
    .executeTakeFirst();

export const insertInstitution = (db: Kysely<DB>, values: Insertable<OrganizationsTable>) =>
  db.insertInto('organizations').values(values).returning('id').executeTakeFirstOrThrow();

/** Changes a live institution's columns; its posts follow a change of district, together. */
export async function updateInstitutionRow(
  db: Kysely<DB>,
  id: number,
  set: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organizations')
      .set({ ...set, updated_at: at })
      .where('id', '=', id)
      .where(liveOrganization('organizations'))
      .execute();
    // Posts carry their institution's district for the DD feed (migration 0008): they move with it.
    if (set.district_id !== undefined)
      await trx
        .updateTable('posts')
        .set({ district_id: set.district_id as number })
        .where('organization_id', '=', id)
        .execute();
  });
}

export async function setInstitutionWarden(
  db: Kysely<DB>,
  id: number,
  wardenId: number | null,
  at: Date,
): Promise<void> {
  await db.updateTable('organizations').set({ warden_id: wardenId, updated_at: at }).where('id', '=', id).execute();
}

/** A soft delete: no row when the institution is missing or already deleted. */
export const softDeleteInstitution = (db: Kysely<DB>, id: number, by: number, reason: string, at: Date) =>
  db
    .updateTable('organizations')
    .set({ deleted_at: at, deleted_reason: reason, deleted_by: by, updated_at: at })
    .where('id', '=', id)
    .where(liveOrganization('organizations'))
    .returning('id')
    .executeTakeFirst();
