/**
 * `npm run stats:rebuild`: recounts the taluk and district roll-ups (migration 0012) from stat_daily,
 * holidays and institutions in one transaction, in the configured database (DATA_DIR's PGlite, or
 * DATABASE_URL). Writes keep them exact; this is for after a restore or to check them: it says
 * whether the rebuild changed anything. Safe to run while the server runs.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { rebuildRollups } from '../modules/stats/rollups.repository.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  const result = await rebuildRollups(database.db);
  console.log(
    `Rebuilt the roll-ups in ${Math.round(performance.now() - started)} ms: ${result.talukRows} taluk-day rows, ${result.districtRows} district-day rows; ${result.changed ? 'they differed from those kept on write' : 'unchanged'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
