/**
 * The reads of `periodCounts` (period-counts.ts) over the taluk and district roll-ups of migration
 * 0012, for a scope of places and types (not a list of institutions: a warden's counts read
 * stat_daily). The district roll-up answers the state and a DD's districts; the taluk roll-up
 * answers a taluk filter or a table by taluk. At state scale a month is a few thousand rows.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PeriodScope } from './period-counts.repository.ts';

/** Whether the roll-ups can answer this scope: any scope but a list of institutions. */
export const rollupsAnswer = (p: PeriodScope): boolean => p.filter.organizationIds === undefined;

const useTaluks = (p: PeriodScope) => p.groupBy === 'taluk' || p.filter.taluks !== undefined;

export function groupKey(p: PeriodScope): RawBuilder<number> {
  if (p.groupBy === 'district') return sql<number>`r.district_id`;
  if (p.groupBy === 'taluk') return sql<number>`r.taluk_id`;
  return sql<number>`0`;
}

export function scope(p: PeriodScope): RawBuilder<SqlBool> {
  const inList = (column: string, ids: number[]) =>
    ids.length ? sql`${sql.ref(`r.${column}`)} in (${sql.join(ids)})` : sql`false`;
  const parts = [sql`r.day >= ${p.first}`, sql`r.day <= ${p.until}`];
  if (p.filter.districts) parts.push(inList('district_id', p.filter.districts));
  if (p.filter.taluks) parts.push(inList('taluk_id', p.filter.taluks));
  if (p.filter.organizationType) parts.push(sql`r.organization_type = ${p.filter.organizationType}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

const talukRollup = (db: Kysely<DB>) => db.selectFrom('stat_taluk_daily as r');
// The district roll-up lacks only taluk_id, which the scope and the key never ask of it.
export const from = (db: Kysely<DB>, p: PeriodScope) =>
  useTaluks(p)
    ? talukRollup(db)
    : (db.selectFrom('stat_district_daily as r') as unknown as ReturnType<typeof talukRollup>);

// Ungrouped, the key is the constant 0 and stays out of GROUP BY (a number there is a column position).
export const grouping = (p: PeriodScope, ...more: RawBuilder<unknown>[]) =>
  p.groupBy === 'none' ? more : [groupKey(p), ...more];

/** The on-time, delayed and after-deadline sums of days off holiday, and how many were before today. */
export function rollupSumsOfPlaces(db: Kysely<DB>, p: PeriodScope) {
  const groups = grouping(p);
  const query = from(db, p)
    .select([
      groupKey(p).as('g'),
      sql<number>`coalesce(sum(r.on_time), 0)`.as('on_time'),
      sql<number>`coalesce(sum(r.delayed), 0)`.as('delayed'),
      sql<number>`coalesce(sum(r.after_deadline), 0)`.as('after_deadline'),
      sql<number>`coalesce(sum(case when r.day < ${p.today} then r.on_time + r.delayed + r.after_deadline else 0 end), 0)`.as(
        'past',
      ),
    ])
    .where(scope(p))
    // A place an institution left keeps rows of zeros; as before, a group shows only where something was posted.
    .where(sql<SqlBool>`r.on_time + r.delayed + r.after_deadline > 0`);
  return (groups.length ? query.groupBy(groups) : query).execute();
}

/** Institutions on holiday, by group, type and day: their meals are not due. */
export const holidayInstitutionDays = (db: Kysely<DB>, p: PeriodScope) =>
  from(db, p)
    .select([
      groupKey(p).as('g'),
      'r.organization_type',
      sql<string>`r.day::text`.as('day'),
      sql<number>`sum(r.holiday_institutions)`.as('n'),
    ])
    .where(scope(p))
    .where('r.holiday_institutions', '>', 0)
    .groupBy(grouping(p, sql`r.organization_type`, sql`r.day`))
    .execute();
