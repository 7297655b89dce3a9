/**
 * The reads behind the charts' day-by-day counts (daily-counts.ts) that the period counts have no
 * answer for: the taluk or district roll-up summed per place and day, and, for one meal, the posts
 * of that meal per place, day and status (the roll-ups count meals together). Plus one
 * institution's posts over a range for its page's grid. Each reads a scope of places through the
 * same conditions as the period counts.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Meal } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';
import { liveOrganization, orgCondition } from '../../access/scope.repository.ts';
import { groupKey as orgGroupKey, notOnHoliday, type PeriodScope } from './period-counts.repository.ts';
import { from, groupKey, grouping, scope } from './rollup-reads.repository.ts';
import { countedPost, rejectedColumn } from '../../db/post-conditions.ts';

/** The roll-up's on-time, delayed and after-deadline sums per place and day. */
export const rollupSumsByDay = (db: Kysely<DB>, p: PeriodScope) =>
  from(db, p)
    .select([
      groupKey(p).as('g'),
      sql<string>`r.day::text`.as('day'),
      sql<number>`sum(r.on_time)`.as('on_time'),
      sql<number>`sum(r.delayed)`.as('delayed'),
      sql<number>`sum(r.after_deadline)`.as('after_deadline'),
    ])
    .where(scope(p))
    .where(sql<SqlBool>`r.on_time + r.delayed + r.after_deadline > 0`)
    .groupBy(grouping(p, sql`r.day`))
    .execute();

/** One meal's posts per place, day and status, on institutions not on holiday that day; a rejected post is not one. */
export const mealPostsByDay = (db: Kysely<DB>, p: PeriodScope, meal: Meal) =>
  db
    .selectFrom('posts as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select([
      orgGroupKey(p.groupBy).as('g'),
      sql<string>`p.day::text`.as('day'),
      'p.status',
      sql<number>`count(*)`.as('n'),
    ])
    .where('p.meal', '=', meal)
    .where(countedPost('p'))
    .where('p.day', '>=', p.first)
    .where('p.day', '<=', p.until)
    .where(orgCondition(p.filter))
    .where(notOnHoliday('p.organization_id', sql`p.day`))
    .groupBy(p.groupBy === 'none' ? [sql`p.day`, 'p.status'] : [orgGroupKey(p.groupBy), sql`p.day`, 'p.status'])
    .execute();

/** An institution's name, type, district and warden, or undefined when there is no live one. */
export const institutionForGrid = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('organizations')
    .select(['id', 'en_name', 'kn_name', 'organization_type', 'district_id', 'warden_id'])
    .where('id', '=', id)
    .where(liveOrganization('organizations'))
    .executeTakeFirst();

/** An institution's posts from `first` to `until`, the earliest judged first for each meal, each with whether it was rejected. */
export const institutionPostsInRange = (db: Kysely<DB>, id: number, first: string, until: string) =>
  db
    .selectFrom('posts as p')
    .select(['p.id', sql<string>`p.day::text`.as('day'), 'p.meal', 'p.status', rejectedColumn('p')])
    .where('p.organization_id', '=', id)
    .where('p.day', '>=', first)
    .where('p.day', '<=', until)
    .orderBy('p.judged_at')
    .execute();
