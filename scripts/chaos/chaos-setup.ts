/**
 * What a chaos run (chaos-run.ts) stands on, made before the first kill: its database (PGlite in
 * the run's DATA_DIR, or a fresh database on the PostgreSQL server of DATABASE_URL or
 * TEST_DATABASE_URL) with the scale seed's places and wardens (seed-scale.ts, no past posts), the
 * fake X over HTTPS with its own test CA (trusted through NODE_EXTRA_CA_CERTS, TLS checked as
 * always), the real server as a child process, and every warden signed in through the password
 * and emailed code and connected to X through the whole OAuth round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { extraCaFile } from '../fake-x/ca.ts';
import { startFakeX, type FakeX } from '../fake-x/fake-x-server.ts';
import { SCALE_PASSWORD, seedScale } from '../bench/seed-scale.ts';
import { connectX, inParallel, Outbox, signIn } from '../bench/x-burst-connect.ts';
import { benchDatabase, freePort, startServer, type ServerProcess } from '../bench/x-burst-procs.ts';
import type { ChaosWarden } from './chaos-clients.ts';

export type DbKind = 'pglite' | 'postgres';
const CLIENT = { id: 'hostel-meals-chaos', secret: 'chaos-secret-of-the-x-app' };

export interface ChaosSetup {
  dataDir: string;
  /** PostgreSQL's database, open for the whole run; PGlite's is opened only while the server is down. */
  postgres: Database | null;
  fake: FakeX;
  wardens: ChaosWarden[];
  /** The server the wardens signed in on, still running. */
  server: ServerProcess;
  /** Starts the server on the run's fixed port; `n` numbers its log file. */
  start(n: number): Promise<ServerProcess>;
  cleanup(): Promise<void>;
}

export async function chaosSetup(kind: DbKind, dir: string, institutions: number): Promise<ChaosSetup> {
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const pgDatabase = kind === 'postgres' ? await benchDatabase() : null;
  if (kind === 'postgres' && !pgDatabase) throw new Error('no PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL');
  const database = await openDatabase({ url: pgDatabase?.url, dataDir });
  await migrateToLatest(database.db);
  await seedScale(database.db, { institutions, days: 0, now: new Date() });
  // The seed's four shared photo rows name files that do not exist: this run's rows are its own.
  await sql`delete from media`.execute(database.db);
  const orgs = await database.db
    .selectFrom('organizations as o')
    .innerJoin('accounts as a', 'a.id', 'o.warden_id')
    .select(['o.id', 'a.email_id'])
    .orderBy('o.id')
    .execute();
  if (kind === 'pglite') await database.close();

  const certDir = path.join(dir, 'fake-x');
  const fake = await startFakeX({ certDir, clientId: CLIENT.id, clientSecret: CLIENT.secret });
  const port = await freePort();
  const env = {
    DATABASE_URL: pgDatabase?.url ?? '',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dir, 'no-static'),
    SEED: 'none',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    WEEKLY_REPORTS: 'off',
    CACHE_SECONDS: '0',
    X_CLIENT_ID: CLIENT.id,
    X_CLIENT_SECRET: CLIENT.secret,
    X_API_BASE: fake.url,
    X_AUTHORIZE_URL: `${fake.url}/i/oauth2/authorize`,
    X_POSTS_PER_MINUTE: '6000',
    NODE_EXTRA_CA_CERTS: extraCaFile(certDir, fake.caPath, process.env.NODE_EXTRA_CA_CERTS),
  };
  const start = (n: number) => startServer(env, path.join(dir, `server-${n}.log`), port);
  const first = await start(0);
  const outbox = new Outbox(path.join(dataDir, 'outbox'));
  const ca = fs.readFileSync(fake.caPath);
  const wardens: ChaosWarden[] = [];
  try {
    await inParallel(orgs, 4, 'wardens signed in and connected to X', async ({ id, email_id: email }) => {
      const token = await signIn(first.base, outbox, email, SCALE_PASSWORD);
      await connectX(first.base, token, id, `hostel_${/\d+/.exec(email)![0]}`, ca);
      wardens.push({ token, org: id });
    });
  } catch (error) {
    await first.stop();
    throw error;
  }
  wardens.sort((a, b) => a.org - b.org);
  return {
    dataDir,
    postgres: kind === 'postgres' ? database : null,
    fake,
    wardens,
    server: first,
    start,
    async cleanup() {
      await fake.close().catch(() => undefined);
      if (kind === 'postgres') await database.close().catch(() => undefined);
      await pgDatabase?.drop().catch((error: unknown) => console.error('chaos: dropping the database:', error));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
