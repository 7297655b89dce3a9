/**
 * The four reads `periodCounts` (period-counts.ts) combines, each over institutions in a scope and
 * grouped by district, taluk or not at all: the daily roll-up's sums, institutions by type, holidays
 * touching the period, and today's posts by meal. Only today's posts are read, never a period's.
 * A scope of places reads the taluk and district roll-ups instead of the first and third
 * (rollup-reads.repository.ts); a list of institutions (a warden's) reads these.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { orgCondition, type OrgFilter } from '../../access/scope.repository.ts';
import { countedPost } from '../../db/post-conditions.ts';

export type GroupBy = 'none' | 'district' | 'taluk';

/** What the reads are for: the scope, the grouping, and the days from `first` to `until` (today at most). */
export interface PeriodScope {
  filter: OrgFilter;
  groupBy: GroupBy;
  first: string;
  until: string;
  today: string;
}

export function groupKey(groupBy: GroupBy): RawBuilder<number> {
  if (groupBy === 'district') return sql<number>`o.district_id`;
  if (groupBy === 'taluk') return sql<number>`o.taluk_id`;
  return sql<number>`0`;
}

export const notOnHoliday = (orgColumn: string, dayExpr: RawBuilder<unknown>) =>
  sql<SqlBool>`not exists (select 1 from holidays h where h.organization_id = ${sql.ref(orgColumn)} and h.revoked_at is null and h.from_date <= ${dayExpr} and h.to_date >= ${dayExpr})`;

// Ungrouped, the key is the constant 0 and must stay out of GROUP BY (PostgreSQL reads a number there as a column position).
const grouped = <T extends { groupBy: (e: never) => T }>(p: PeriodScope, q: T, ...more: string[]): T =>
  p.groupBy === 'none'
    ? more.length
      ? q.groupBy(more as never)
      : q
    : q.groupBy([groupKey(p.groupBy), ...more] as never);

/** The roll-up's on-time, delayed and after-deadline sums, and how many of them were before today. */
export const rollupSums = (db: Kysely<DB>, p: PeriodScope) =>
  grouped(
    p,
    db
      .selectFrom('stat_daily as s')
      .innerJoin('organizations as o', 'o.id', 's.organization_id')
      .select([
        groupKey(p.groupBy).as('g'),
        sql<number>`coalesce(sum(s.on_time), 0)`.as('on_time'),
        sql<number>`coalesce(sum(s.delayed), 0)`.as('delayed'),
        sql<number>`coalesce(sum(s.after_deadline), 0)`.as('after_deadline'),
        sql<number>`coalesce(sum(case when s.day < ${p.today} then s.on_time + s.delayed + s.after_deadline else 0 end), 0)`.as(
          'past',
        ),
      ])
      .where('s.day', '>=', p.first)
      .where('s.day', '<=', p.until)
      .where(orgCondition(p.filter))
      .where(notOnHoliday('s.organization_id', sql`s.day`)),
  ).execute();

export const institutionsByType = (db: Kysely<DB>, p: PeriodScope) =>
  grouped(
    p,
    db
      .selectFrom('organizations as o')
      .select([groupKey(p.groupBy).as('g'), 'o.organization_type', sql<number>`count(*)`.as('n')])
      .where(orgCondition(p.filter)),
    'o.organization_type',
  ).execute();

export const holidaysInPeriod = (db: Kysely<DB>, p: PeriodScope) =>
  db
    .selectFrom('holidays as h')
    .innerJoin('organizations as o', 'o.id', 'h.organization_id')
    .select([groupKey(p.groupBy).as('g'), 'o.id', 'o.organization_type', 'h.from_date', 'h.to_date'])
    .where('h.revoked_at', 'is', null)
    .where('h.from_date', '<=', p.until)
    .where('h.to_date', '>=', p.first)
    .where(orgCondition(p.filter))
    .execute();

/** Today's posts by institution type and meal, on institutions not on holiday; a rejected post is not one. */
export const todaysPostsByMeal = (db: Kysely<DB>, p: PeriodScope) =>
  grouped(
    p,
    db
      .selectFrom('posts as p')
      .innerJoin('organizations as o', 'o.id', 'p.organization_id')
      .select([groupKey(p.groupBy).as('g'), 'o.organization_type', 'p.meal', sql<number>`count(*)`.as('n')])
      .where('p.day', '=', p.today)
      .where(countedPost('p'))
      .where(orgCondition(p.filter))
      .where(notOnHoliday('p.organization_id', sql`${p.today}::date`)),
    'o.organization_type',
    'p.meal',
  ).execute();
