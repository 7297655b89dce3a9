/**
 * The month counts of a DD's districts (or a taluk, or one warden's institutions) read the daily
 * roll-up by institution: a covering index on (organization_id, day) with the three counts answers
 * them by index-only scans, about 20 rows per institution, instead of every institution's rows of
 * the month through stat_daily_day_idx. At 5,000 institutions this took the DD home's roll-up query
 * from 52 ms to 3 ms (docs/benchmarks.md, P5).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index stat_daily_org_day_cover on stat_daily (organization_id, day) include (on_time, delayed, after_deadline)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stat_daily_org_day_cover').ifExists().execute();
}
