/**
 * Opens the database: PGlite in DATA_DIR/db by default (or in memory for tests), PostgreSQL
 * through `pg` when DATABASE_URL is set. Both speak the same SQL, so one set of migrations serves.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { textParsers } from './driver-types.ts';
import { autoPrepare } from './prepared-statements.ts';
import type { DB } from './schema.ts';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir: string;
  /** Tests: an in-memory PGlite starts from this dump of a prepared database (tests/support/db-template.ts). */
  image?: Blob | undefined;
}): Promise<Database> {
  if (opts.url && opts.url.startsWith('postgres')) return openPostgres(opts.url);
  const inMemory = opts.url === 'memory://';
  const dir = inMemory ? undefined : path.join(opts.dataDir, 'db');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Options go in the first argument: PGlite ignores the second one when there is no data dir.
  const image = inMemory && opts.image ? { loadDataDir: opts.image } : {};
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), ...image, parsers: textParsers });
  await client.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string): Database {
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      textParsers[oid] ?? pg.types.getTypeParser(oid, (format ?? 'text') as 'text'),
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  autoPrepare(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
