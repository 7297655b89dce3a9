/**
 * `npm run log:check [-- --key <verifier key>]`: the operator's monitor of the public log
 * (docs/log.md, 'Checking the log against the database'), in the configured database (DATA_DIR's
 * PGlite, or DATABASE_URL) and media store (DATA_DIR or MEDIA_STORE=s3://…). It checks the published
 * log (signature, tiles, entries) and every post against its entry
 * (modules/public-log/log-check.service.ts). The key is the verifier key given, or the one of
 * LOG_SIGNING_KEY or DATA_DIR/log-signing.key; none is ever made here. Prints one line per mismatch
 * and exits 1, or a one-line summary and exits 0. Safe to run while the server runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openFileStore } from '../storage/file-store.ts';
import { KEY_FILE, logOrigin, verifierKeyOf } from '../modules/public-log/log-key.ts';
import { checkLog } from '../modules/public-log/log-check.service.ts';

const at = process.argv.indexOf('--key');
const given = at > 0 ? process.argv[at + 1] : undefined;
const config = loadConfig();

function verifierKey(): string {
  if (given) return given;
  if (config.LOG_SIGNING_KEY) return verifierKeyOf(config.LOG_SIGNING_KEY);
  const file = path.join(config.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) throw new Error(`no log key: set LOG_SIGNING_KEY, or pass --key, or ${file} must exist`);
  return verifierKeyOf(fs.readFileSync(file, 'utf8').trim());
}

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
const files = await openFileStore(config);
try {
  await migrateToLatest(database.db);
  const key = verifierKey();
  const result = await checkLog(database.db, files, {
    verifierKey: key,
    origin: logOrigin(config.publicUrl),
    now: new Date(),
  });
  for (const line of result.problems) console.log(line);
  if (result.problems.length) {
    console.log(`log:check: FAILED: ${result.problems.length} mismatches`);
    process.exitCode = 1;
  } else console.log(result.summary);
} catch (error) {
  console.error(`log:check: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  files.close();
  await database.close();
}
