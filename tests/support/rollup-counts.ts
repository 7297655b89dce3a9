/**
 * The two sides the roll-up property test (tests/server/stat-rollups.test.ts) compares: a fresh
 * count per taluk and per district, type and day, from posts, holidays and live institutions alone,
 * and what the roll-ups of migration 0012 hold, rows of zeros left out.
 */
import type { Kysely } from 'kysely';
import { addDays } from '@common/schedule.ts';
import type { DB } from '@server/db/schema.ts';

export const STATUSES = ['POSTED_ON_TIME', 'POSTED_WITH_DELAY', 'POST_NOT_CONSIDERED'] as const;

export type Counts = Map<string, number[]>;
export async function freshCounts(db: Kysely<DB>): Promise<{ taluks: Counts; districts: Counts }> {
  const live = await db
    .selectFrom('organizations')
    .select(['id', 'taluk_id', 'district_id', 'organization_type'])
    .where('deleted_at', 'is', null)
    .execute();
  const posts = await db.selectFrom('posts').select(['organization_id', 'day', 'status']).execute();
  const holidays = await db
    .selectFrom('holidays')
    .select(['organization_id', 'from_date', 'to_date'])
    .where('revoked_at', 'is', null)
    .execute();
  const onHoliday = (org: number, day: string) =>
    holidays.some((h) => h.organization_id === org && h.from_date <= day && h.to_date >= day);
  const taluks: Counts = new Map();
  const districts: Counts = new Map();
  const add = (o: (typeof live)[number], day: string, i: number) => {
    for (const [map, key] of [
      [taluks, `${o.taluk_id}|${o.organization_type}|${day}`],
      [districts, `${o.district_id}|${o.organization_type}|${day}`],
    ] as const) {
      const row = map.get(key) ?? [0, 0, 0, 0];
      row[i]! += 1;
      map.set(key, row);
    }
  };
  const byId = new Map(live.map((o) => [o.id, o]));
  for (const p of posts) {
    const o = byId.get(p.organization_id);
    if (o && !onHoliday(o.id, p.day)) add(o, p.day, STATUSES.indexOf(p.status as (typeof STATUSES)[number]));
  }
  const seen = new Set<string>();
  for (const h of holidays)
    for (let day = h.from_date; day <= h.to_date; day = addDays(day, 1)) {
      const o = byId.get(h.organization_id);
      if (o && !seen.has(`${o.id}|${day}`)) add(o, day, 3);
      seen.add(`${h.organization_id}|${day}`);
    }
  return { taluks, districts };
}

export async function storedCounts(db: Kysely<DB>): Promise<{ taluks: Counts; districts: Counts }> {
  const read = (
    rows: {
      place: number;
      organization_type: string;
      day: string;
      on_time: number;
      delayed: number;
      after_deadline: number;
      holiday_institutions: number;
    }[],
  ) =>
    new Map(
      rows
        .filter((r) => r.on_time || r.delayed || r.after_deadline || r.holiday_institutions)
        .map((r) => [
          `${r.place}|${r.organization_type}|${r.day}`,
          [r.on_time, r.delayed, r.after_deadline, r.holiday_institutions],
        ]),
    );
  return {
    taluks: read(
      await db
        .selectFrom('stat_taluk_daily')
        .select([
          'taluk_id as place',
          'organization_type',
          'day',
          'on_time',
          'delayed',
          'after_deadline',
          'holiday_institutions',
        ])
        .execute(),
    ),
    districts: read(
      await db
        .selectFrom('stat_district_daily')
        .select([
          'district_id as place',
          'organization_type',
          'day',
          'on_time',
          'delayed',
          'after_deadline',
          'holiday_institutions',
        ])
        .execute(),
    ),
  };
}
