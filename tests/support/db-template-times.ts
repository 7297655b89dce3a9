/**
 * What of the demo seed (server/db/seed/demo*.ts) depends on its clock, for the database template
 * (db-template.ts). The IST day, which of today's meals have closed and the UTC month (media
 * folders, the website's year) decide which rows it writes: they name the template. Everything else
 * the clock decides is a time written as `now` or hours before it, moved to the test's clock after
 * the copy, so a copy holds what a fresh seed at that clock would (tests/server/db-template.test.ts).
 */
import { sql, type Kysely } from 'kysely';
import { istDate, mealsClosedBy } from '@common/schedule.ts';
import type { DB } from '@server/db/schema.ts';

/** The part of the seed's clock that changes its rows: equal keys, equal rows. */
export function seedClockKey(now: Date): string {
  const day = istDate(now);
  const closed = mealsClosedBy(day, now).join('.') || 'none-closed';
  return `${day}-${closed}-${now.toISOString().slice(0, 7)}`;
}

/** Every column the seed fills from its clock (a new one must be added here, or the template test fails). */
const CLOCK_COLUMNS: Record<string, string[]> = {
  media: ['created_at', 'used_at'],
  media_folders: ['created_at', 'updated_at'],
  site_versions: ['created_at', 'state_changed_at'],
  site_activities: ['created_at'],
  holidays: ['declared_at'],
};

/** Moves the seed's clock-made times by `ms` (the test's clock minus the template's). */
export async function moveSeedTimes(db: Kysely<DB>, ms: number): Promise<void> {
  if (ms === 0) return;
  for (const [table, columns] of Object.entries(CLOCK_COLUMNS)) {
    const moves = columns.map(
      (column) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${ms}::double precision * interval '1 millisecond'`,
    );
    await sql`update ${sql.table(table)} set ${sql.join(moves)}`.execute(db);
  }
}
