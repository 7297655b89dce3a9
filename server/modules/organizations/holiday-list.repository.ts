/**
 * Holidays across the institutions a supervisor sees: the DD's 'holidays to revoke' list. Active
 * means not revoked and not yet over; the partial index on live holidays keeps that cheap.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { orgCondition, type OrgFilter } from '../../access/scope.repository.ts';

export type HolidayStatus = 'ACTIVE' | 'REVOKED' | 'ALL';

export async function listHolidayRows(
  db: Kysely<DB>,
  filter: OrgFilter,
  status: HolidayStatus,
  today: string,
  page: number,
  size: number,
) {
  const state =
    status === 'ACTIVE'
      ? sql<SqlBool>`(h.revoked_at is null and h.to_date >= ${today})`
      : status === 'REVOKED'
        ? sql<SqlBool>`(h.revoked_at is not null)`
        : sql<SqlBool>`true`;
  const where = sql<SqlBool>`(${orgCondition(filter)} and ${state})`;
  const direction = status === 'ACTIVE' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    db
      .selectFrom('holidays as h')
      .innerJoin('organizations as o', 'o.id', 'h.organization_id')
      .innerJoin('districts as d', 'd.id', 'o.district_id')
      .innerJoin('taluks as t', 't.id', 'o.taluk_id')
      .leftJoin('accounts as a', 'a.id', 'h.declared_by')
      .selectAll('h')
      .select([
        'o.en_name',
        'o.kn_name',
        'o.district_id',
        'o.taluk_id',
        'd.name_en as district_en',
        'd.name_kn as district_kn',
        't.name_en as taluk_en',
        't.name_kn as taluk_kn',
        'a.first_name',
        'a.last_name',
      ])
      .where(where)
      .orderBy('h.from_date', direction)
      .orderBy('h.id', direction)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('holidays as h')
      .innerJoin('organizations as o', 'o.id', 'h.organization_id')
      .select(sql<number>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
