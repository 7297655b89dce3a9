/**
 * `npm run import:places -- FILE`: imports Karnataka's districts and taluks from an LGD CSV into the
 * configured database (DATA_DIR's PGlite, or DATABASE_URL). Safe to run again.
 */
import fs from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { parseLgdCsv } from '../modules/places/lgd-csv.ts';
import { importPlaces } from '../modules/places/places-import.repository.ts';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run import:places -- FILE.csv   (an LGD district/taluk CSV)');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const rows = parseLgdCsv(fs.readFileSync(file, 'utf8'));
  const result = await importPlaces(database.db, rows);
  console.log(
    `Read ${rows.length} taluks. Districts: ${result.districts.added} added, ${result.districts.updated} updated. Taluks: ${result.taluks.added} added, ${result.taluks.updated} updated.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
