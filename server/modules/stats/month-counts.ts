/**
 * 'In This Month' counts for a set of institutions (DECISIONS §6): posted on time, delayed and
 * after the deadline come from the daily roll-up kept on write; 'not posted' is the meals whose
 * 'late until' has passed, on days that were not holidays, less the posts made for them.
 * Nothing here scans all posts: past days read the roll-up, and only today reads posts.
 */
import type { Kysely } from 'kysely';
import { addDays, istDate, mealsClosedBy, monthBounds } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';
import { activeHolidays } from '../organizations/organizations.repository.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';

export interface MonthCounts {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
}

export async function monthCounts(db: Kysely<DB>, orgs: { id: number; organization_type: string }[], now: Date): Promise<MonthCounts> {
  const counts: MonthCounts = { posted_on_time: 0, posted_with_delay: 0, post_not_considered: 0, tweets_not_posted: 0 };
  if (orgs.length === 0) return counts;
  const today = istDate(now);
  const { first, last } = monthBounds(today);
  const until = last < today ? last : today;
  const ids = orgs.map((o) => o.id);

  const [rollup, holidays, schedule, todays] = await Promise.all([
    db.selectFrom('stat_daily').select(['organization_id', 'day', 'on_time', 'delayed', 'after_deadline']).where('organization_id', 'in', ids).where('day', '>=', first).where('day', '<=', until).execute(),
    activeHolidays(db, ids, first, until),
    allScheduleRows(db),
    db.selectFrom('posts').select(['organization_id', 'meal']).where('organization_id', 'in', ids).where('day', '=', today).execute(),
  ]);
  const onHoliday = (orgId: number, day: string) => holidays.some((h) => h.organization_id === orgId && h.from_date <= day && h.to_date >= day);

  let postedInClosedSlots = 0;
  for (const r of rollup) {
    if (onHoliday(r.organization_id, r.day)) continue;
    counts.posted_on_time += r.on_time;
    counts.posted_with_delay += r.delayed;
    counts.post_not_considered += r.after_deadline;
    if (r.day < today) postedInClosedSlots += r.on_time + r.delayed + r.after_deadline;
  }

  let expected = 0;
  for (const org of orgs) {
    for (let day = first; day <= until; day = addDays(day, 1)) {
      if (onHoliday(org.id, day)) continue;
      const closed = mealsClosedBy(day, now, slotsOn(schedule, org.organization_type, day));
      expected += closed.length;
      if (day === today) postedInClosedSlots += todays.filter((p) => p.organization_id === org.id && (closed as string[]).includes(p.meal)).length;
    }
  }
  counts.tweets_not_posted = Math.max(0, expected - postedInClosedSlots);
  return counts;
}
