/**
 * The taluk and district roll-ups (migration 0012) are kept by triggers in every writing
 * transaction; this rebuilds them from scratch in one transaction (`npm run stats:rebuild`), after a
 * bulk load that bypassed nothing but was interrupted, or to check them: it answers how many rows
 * changed, which is 0 when they were exact.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const SNAPSHOT = sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as taluks,
  (select md5(coalesce(string_agg(d::text, ',' order by d::text), '')) from stat_district_daily d
    where d.on_time + d.delayed + d.after_deadline + d.holiday_institutions <> 0) as districts
  from stat_taluk_daily t where t.on_time + t.delayed + t.after_deadline + t.holiday_institutions <> 0`;

export interface RebuildResult {
  talukRows: number;
  districtRows: number;
  /** Whether the rebuilt roll-ups differ from those kept on write (empty rows aside). */
  changed: boolean;
}

export async function rebuildRollups(db: Kysely<DB>): Promise<RebuildResult> {
  return db.transaction().execute(async (trx) => {
    const before = await SNAPSHOT.execute(trx);
    await sql`select stat_rollups_rebuild()`.execute(trx);
    const after = await SNAPSHOT.execute(trx);
    const counts = await sql<{ taluks: number; districts: number }>`select
      (select count(*)::int from stat_taluk_daily) as taluks, (select count(*)::int from stat_district_daily) as districts`.execute(
      trx,
    );
    return {
      talukRows: counts.rows[0]!.taluks,
      districtRows: counts.rows[0]!.districts,
      changed: JSON.stringify(before.rows) !== JSON.stringify(after.rows),
    };
  });
}
