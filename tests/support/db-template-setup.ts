/**
 * The server and e2e projects' global setup: a folder for this run's database templates
 * (db-template.ts), named in TEST_DB_TEMPLATE_DIR for the workers, and removed at the end with the
 * template databases made on TEST_DATABASE_URL's server. A run builds its own templates, so a change
 * to the migrations or the seed is never served from an older build.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export default function setup(): () => Promise<void> {
  if (process.env.TEST_DB_TEMPLATE === 'off') return async () => {};
  const run = `r${Date.now().toString(36)}${process.pid}`;
  const parent = path.resolve('.tmp/db-template');
  const folder = path.join(parent, run);
  fs.mkdirSync(folder, { recursive: true });
  // A run that was killed leaves its folder: gone after a day (a run still going is never that old).
  for (const old of fs.readdirSync(parent)) {
    const at = path.join(parent, old);
    if (Date.now() - fs.statSync(at).mtimeMs > 86_400_000) fs.rmSync(at, { recursive: true, force: true });
  }
  // Workers are forked after the global setup, with a copy of this environment.
  process.env.TEST_DB_TEMPLATE_DIR = folder;
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) return;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `hm_tpl_${run}_%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.end();
  };
}
