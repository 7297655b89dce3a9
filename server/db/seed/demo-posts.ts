/**
 * About two months of demo posts: mostly on time, some delayed, some after the deadline, some
 * missing; today's meals left open for warden@example.org; warden2@example.org's hostel on holiday
 * today. A fixed-seed generator keeps the demo the same from one start to the next.
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_SLOTS, addDays, istDate, istInstant, judgeMinutes, mealsClosedBy } from '@common/schedule.ts';
import type { DB } from '../schema.ts';

export const DEMO_DAYS = 60;
const MENUS = [
  'Rice, sambar, beans palya and curd',
  'Chapati, dal, vegetable kurma and banana',
  'Ragi mudde, saaru and buttermilk',
  'Idli, chutney and sambar',
  'Upma, kesari bath and milk',
  'Bisi bele bath, papad and curd rice',
];

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedDemoPosts(
  db: Kysely<DB>,
  now: Date,
  photos: number[],
  keepOpenFor: number[],
  holidayOrg: number | null,
  declaredBy: number | null,
): Promise<void> {
  const today = istDate(now);
  const orgs = await db
    .selectFrom('organizations')
    .select(['id', 'district_id', 'warden_id'])
    .where('warden_id', 'is not', null)
    .orderBy('id')
    .execute();
  const random = prng(2025);
  const rows: Record<string, unknown>[] = [];
  for (const org of orgs) {
    for (let day = addDays(today, -DEMO_DAYS); day <= today; day = addDays(day, 1)) {
      if (day === today && (keepOpenFor.includes(org.id) || org.id === holidayOrg)) continue;
      for (const meal of mealsClosedBy(day, now)) {
        const slot = DEFAULT_SLOTS.find((s) => s.meal === meal)!;
        const roll = random();
        if (roll < 0.1) continue; // not posted
        const minutes =
          roll < 0.78
            ? slot.opens + Math.floor(random() * (slot.due - slot.opens))
            : roll < 0.92
              ? slot.due + 1 + Math.floor(random() * (slot.lateUntil - slot.due - 1))
              : slot.lateUntil + 5 + Math.floor(random() * 60);
        const at = istInstant(day, minutes);
        const clientId = `00000000-0000-4000-8000-${String(rows.length + 1).padStart(12, '0')}`;
        rows.push({
          client_id: clientId,
          organization_id: org.id,
          district_id: org.district_id,
          warden_id: org.warden_id,
          meal,
          day,
          content: MENUS[Math.floor(random() * MENUS.length)],
          image_1: photos[0],
          image_2: photos[1],
          image_3: photos[2],
          image_4: photos[3],
          status: judgeMinutes(minutes, slot),
          captured_at: at,
          received_at: new Date(at.getTime() + 20_000),
          judged_at: at,
          clock_suspect: false,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('posts')
      .values(rows.slice(i, i + 500) as never)
      .execute();
  await sql`insert into stat_daily (organization_id, day, on_time, delayed, after_deadline)
    select organization_id, day,
      count(*) filter (where status = 'POSTED_ON_TIME'),
      count(*) filter (where status = 'POSTED_WITH_DELAY'),
      count(*) filter (where status = 'POST_NOT_CONSIDERED')
    from posts group by organization_id, day`.execute(db);
  if (holidayOrg !== null) {
    await db
      .insertInto('holidays')
      .values({
        organization_id: holidayOrg,
        from_date: today,
        to_date: addDays(today, 1),
        reason: 'Local festival (demo)',
        declared_by: declaredBy,
        declared_at: now,
      })
      .execute();
  }
}
