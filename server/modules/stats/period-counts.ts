/**
 * Counts of a period for a set of institutions, whole or grouped by district or taluk (DECISIONS §6):
 * posted on time, delayed and after the deadline from the daily roll-up kept on write; 'not posted'
 * is the meals whose 'late until' has passed, on days that were not holidays, less the posts made for
 * them. At state scale (about 5,000 institutions) nothing here reads posts except today's, and the
 * meal arithmetic is done per institution type, not per institution.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { addDays, istDate, mealsClosedBy } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';
import { orgCondition, type OrgFilter } from '../organizations/scope.repository.ts';

export type GroupBy = 'none' | 'district' | 'taluk';

export interface PeriodCounts {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
  /** Meals closed so far on working days, plus today's posts for meals still open. */
  meals_due: number;
  institutions: number;
}

const empty = (): PeriodCounts => ({
  posted_on_time: 0,
  posted_with_delay: 0,
  post_not_considered: 0,
  tweets_not_posted: 0,
  meals_due: 0,
  institutions: 0,
});

function groupKey(groupBy: GroupBy): RawBuilder<number> {
  if (groupBy === 'district') return sql<number>`o.district_id`;
  if (groupBy === 'taluk') return sql<number>`o.taluk_id`;
  return sql<number>`0`;
}

const notOnHoliday = (orgColumn: string, dayExpr: RawBuilder<unknown>) =>
  sql<SqlBool>`not exists (select 1 from holidays h where h.organization_id = ${sql.ref(orgColumn)} and h.revoked_at is null and h.from_date <= ${dayExpr} and h.to_date >= ${dayExpr})`;

/** Answers a map from group id (0 when not grouped) to its counts; groups with no institution are absent. */
export async function periodCounts(
  db: Kysely<DB>,
  filter: OrgFilter,
  first: string,
  last: string,
  now: Date,
  groupBy: GroupBy = 'none',
): Promise<Map<number, PeriodCounts>> {
  const result = new Map<number, PeriodCounts>();
  const today = istDate(now);
  const until = last < today ? last : today;
  if (until < first) return result;
  const g = groupKey(groupBy);
  const scoped = orgCondition(filter);
  // Ungrouped, the key is the constant 0 and must stay out of GROUP BY (PostgreSQL reads a number there as a column position).
  const grouped = <T extends { groupBy: (e: never) => T }>(q: T, ...more: string[]): T =>
    groupBy === 'none' ? (more.length ? q.groupBy(more as never) : q) : q.groupBy([g, ...more] as never);

  const [rollup, orgs, holidays, todays, schedule] = await Promise.all([
    grouped(
      db
        .selectFrom('stat_daily as s')
        .innerJoin('organizations as o', 'o.id', 's.organization_id')
        .select([
          g.as('g'),
          sql<number>`coalesce(sum(s.on_time), 0)`.as('on_time'),
          sql<number>`coalesce(sum(s.delayed), 0)`.as('delayed'),
          sql<number>`coalesce(sum(s.after_deadline), 0)`.as('after_deadline'),
          sql<number>`coalesce(sum(case when s.day < ${today} then s.on_time + s.delayed + s.after_deadline else 0 end), 0)`.as(
            'past',
          ),
        ])
        .where('s.day', '>=', first)
        .where('s.day', '<=', until)
        .where(scoped)
        .where(notOnHoliday('s.organization_id', sql`s.day`)),
    ).execute(),
    grouped(
      db
        .selectFrom('organizations as o')
        .select([g.as('g'), 'o.organization_type', sql<number>`count(*)`.as('n')])
        .where(scoped),
      'o.organization_type',
    ).execute(),
    db
      .selectFrom('holidays as h')
      .innerJoin('organizations as o', 'o.id', 'h.organization_id')
      .select([g.as('g'), 'o.id', 'o.organization_type', 'h.from_date', 'h.to_date'])
      .where('h.revoked_at', 'is', null)
      .where('h.from_date', '<=', until)
      .where('h.to_date', '>=', first)
      .where(scoped)
      .execute(),
    until === today
      ? grouped(
          db
            .selectFrom('posts as p')
            .innerJoin('organizations as o', 'o.id', 'p.organization_id')
            .select([g.as('g'), 'o.organization_type', 'p.meal', sql<number>`count(*)`.as('n')])
            .where('p.day', '=', today)
            .where(scoped)
            .where(notOnHoliday('p.organization_id', sql`${today}::date`)),
          'o.organization_type',
          'p.meal',
        ).execute()
      : Promise.resolve([]),
    allScheduleRows(db),
  ]);

  const closedCache = new Map<string, string[]>();
  const closed = (type: string, day: string): string[] => {
    const key = `${type}|${day}`;
    let meals = closedCache.get(key);
    if (!meals) closedCache.set(key, (meals = mealsClosedBy(day, now, slotsOn(schedule, type, day))));
    return meals;
  };
  const perType = new Map<string, number>();
  const closedInPeriod = (type: string): number => {
    if (!perType.has(type)) {
      let total = 0;
      for (let day = first; day <= until; day = addDays(day, 1)) total += closed(type, day).length;
      perType.set(type, total);
    }
    return perType.get(type)!;
  };
  const at = (key: number): PeriodCounts => {
    let counts = result.get(Number(key));
    if (!counts) result.set(Number(key), (counts = empty()));
    return counts;
  };

  const expected = new Map<number, number>();
  const postedClosed = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, n: number) =>
    map.set(Number(key), (map.get(Number(key)) ?? 0) + Number(n));

  for (const row of orgs) {
    at(row.g).institutions += Number(row.n);
    add(expected, row.g, Number(row.n) * closedInPeriod(row.organization_type));
  }
  const holidayDays = new Set<string>();
  for (const h of holidays) {
    const from = h.from_date > first ? h.from_date : first;
    const to = h.to_date < until ? h.to_date : until;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (holidayDays.has(`${h.id}|${day}`)) continue;
      holidayDays.add(`${h.id}|${day}`);
      add(expected, h.g, -closed(h.organization_type, day).length);
    }
  }
  for (const row of rollup) {
    const counts = at(row.g);
    counts.posted_on_time += Number(row.on_time);
    counts.posted_with_delay += Number(row.delayed);
    counts.post_not_considered += Number(row.after_deadline);
    add(postedClosed, row.g, Number(row.past));
  }
  const postedOpen = new Map<number, number>();
  for (const row of todays)
    add(closed(row.organization_type, today).includes(row.meal) ? postedClosed : postedOpen, row.g, Number(row.n));

  for (const [key, counts] of result) {
    const due = expected.get(key) ?? 0;
    counts.tweets_not_posted = Math.max(0, due - (postedClosed.get(key) ?? 0));
    counts.meals_due = due + (postedOpen.get(key) ?? 0);
  }
  return result;
}

export function totalOf(counts: Map<number, PeriodCounts>): PeriodCounts {
  return counts.get(0) ?? empty();
}
