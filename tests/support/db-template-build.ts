/**
 * Builds one database template (db-template.ts) into a folder: a DATA_DIR with the secret key and
 * the demo media the seed wrote, the database migrated and seeded exactly as createServer does on
 * an empty one, and meta.json with the seed's clock. On PGlite the database is a file data
 * directory (data/db, copied by the browser tests' servers) plus its dump (image.tar, loaded by the
 * API tests' in-memory PGlite); on PostgreSQL it is a database that fresh ones are made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { loadConfig } from '@server/config.ts';
import { openDatabase } from '@server/db/database.ts';
import { textParsers } from '@server/db/driver-types.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import type { DB } from '@server/db/schema.ts';
import { seedDemo } from '@server/db/seed/demo.ts';
import { deriveKeys, loadSecret } from '@server/lib/secrets.ts';
import { openFileStore } from '@server/storage/file-store.ts';

export interface SeedPlan {
  seed: 'demo' | 'none';
  posts: boolean;
  now: Date;
}

export interface TemplateMeta {
  /** The clock the seed ran at (ms). */
  now: number;
  /** On PostgreSQL: the template database's name. */
  pgTemplate: string | null;
}

export async function buildTemplate(
  folder: string,
  plan: SeedPlan,
  pgAdmin: { url: string; name: string } | null,
): Promise<void> {
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: plan.seed });
  const files = await openFileStore(config);
  let client: PGlite | null = null;
  let db: Kysely<DB>;
  if (pgAdmin) {
    const admin = new pg.Client({ connectionString: pgAdmin.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgAdmin.name}`);
    await admin.query(`CREATE DATABASE ${pgAdmin.name}`);
    await admin.end();
    const url = new URL(pgAdmin.url);
    url.pathname = `/${pgAdmin.name}`;
    db = (await openDatabase({ url: url.toString(), dataDir })).db;
  } else {
    client = new PGlite({ dataDir: path.join(dataDir, 'db'), parsers: textParsers });
    await client.waitReady;
    db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  }
  try {
    await migrateToLatest(db);
    if (plan.seed === 'demo') {
      const keys = deriveKeys(loadSecret(undefined, config.dataDir));
      await seedDemo(db, keys, files, plan.now, plan.posts);
    } else {
      loadSecret(undefined, config.dataDir);
    }
    if (client) {
      const dump = await client.dumpDataDir('none');
      fs.writeFileSync(path.join(folder, 'image.tar'), Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    files.close();
    await db.destroy();
    if (client && !client.closed) await client.close();
  }
  const meta: TemplateMeta = { now: plan.now.getTime(), pgTemplate: pgAdmin?.name ?? null };
  fs.writeFileSync(path.join(folder, 'meta.json'), JSON.stringify(meta));
}
