/**
 * P8, a deadline burst published to X (docs/spec-notes.md, 'Publishing to X'): `npm run bench:x-burst`. The fake X
 * over HTTPS in this process (its CA in a temporary folder), the real server as its own process (`server/start.ts`,
 * default worker tuning, trusting the fake through NODE_EXTRA_CA_CERTS) on a fresh PostgreSQL database with
 * BENCH_INSTITUTIONS institutions of the scale seed (seed-scale.ts, no past posts). Every warden signs in and
 * connects their institution through the real OAuth round trip; then each posts one meal with four ~200 KB photos
 * over HTTP at once, and the run lasts until the last post is published. It prints and writes to .tmp/bench/ the time
 * to the last post, doubles and lost posts, 429 answers, CPU per published post and receipt-to-published for the
 * first 100. Without DATABASE_URL or TEST_DATABASE_URL it runs itself inside scripts/with-postgres.sh. Env:
 * BENCH_INSTITUTIONS (5000), X_POSTS_PER_MINUTE (120), BENCH_CONCURRENCY (32 posts under way), BENCH_MEAL (LUNCH),
 * BENCH_TIMEOUT_MINUTES.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { extraCaFile } from '../fake-x/ca.ts';
import { startFakeX, type FakeX } from '../fake-x/fake-x-server.ts';
import { mealPhoto } from './meal-photo.ts';
import { SCALE_PASSWORD, seedScale } from './seed-scale.ts';
import { connectX, inParallel, Outbox, signIn } from './x-burst-connect.ts';
import { burstFigures } from './x-burst-figures.ts';
import { benchDatabase, postgresCpu, processCpuMs, startServer, type ServerProcess } from './x-burst-procs.ts';
import { runBurst } from './x-burst-run.ts';
import { report } from './x-burst-report.ts';

const N = Number(process.env.BENCH_INSTITUTIONS || 5000);
const PER_MINUTE = Number(process.env.X_POSTS_PER_MINUTE || 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32);
const MEAL = process.env.BENCH_MEAL || 'LUNCH';
const TIMEOUT_MIN = Number(process.env.BENCH_TIMEOUT_MINUTES || Math.ceil((N / PER_MINUTE) * 1.25 + 30));
const CLIENT = { id: 'hostel-meals-bench', secret: 'bench-secret-of-the-x-app' };

if (!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  const self = fileURLToPath(import.meta.url);
  const wrapped = spawn('./scripts/with-postgres.sh', [process.execPath, '--import', 'tsx', self], {
    stdio: 'inherit',
  });
  wrapped.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve('.tmp/bench');
  fs.mkdirSync(outDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-xburst-'));
  let server: ServerProcess | null = null;
  let fake: FakeX | null = null;
  let worker: Worker | null = null;
  const database = await benchDatabase();
  if (!database) throw new Error('no PostgreSQL');
  const { db, close } = await openDatabase({ url: database.url, dataDir: tmp });
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await worker?.terminate();
    await server?.stop();
    await fake?.close().catch(() => undefined);
    await close().catch(() => undefined);
    await database.drop().catch((error: unknown) => console.error('dropping the bench database:', error));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  // The server process must not outlive this one, whatever ends it.
  process.once('exit', () => server?.child.kill('SIGKILL'));
  const abort = (why: string, code: number) => {
    console.error(`bench:x-burst: ${why}; stopping the server and cleaning up.`);
    server?.child.kill('SIGKILL');
    void cleanup().finally(() => process.exit(code));
  };
  const hardTimeout = setTimeout(() => abort(`hard timeout after ${TIMEOUT_MIN} min`, 3), TIMEOUT_MIN * 60_000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(signal, 130));

  try {
    console.log(`bench:x-burst: ${N} institutions, X_POSTS_PER_MINUTE=${PER_MINUTE}, hard timeout ${TIMEOUT_MIN} min`);
    await migrateToLatest(db);
    await seedScale(db, { institutions: N, days: 0, now: new Date() });
    const photos = await Promise.all([0, 1, 2, 3].map(mealPhoto));

    const certDir = path.join(tmp, 'fake-x');
    fake = await startFakeX({ certDir, clientId: CLIENT.id, clientSecret: CLIENT.secret });
    const dataDir = path.join(tmp, 'data');
    server = await startServer(
      {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(tmp, 'no-static'),
        SEED: 'none',
        LOG_LEVEL: 'warn',
        X_CLIENT_ID: CLIENT.id,
        X_CLIENT_SECRET: CLIENT.secret,
        X_API_BASE: fake.url,
        X_AUTHORIZE_URL: `${fake.url}/i/oauth2/authorize`,
        X_POSTS_PER_MINUTE: String(PER_MINUTE),
        NODE_EXTRA_CA_CERTS: extraCaFile(certDir, fake.caPath, process.env.NODE_EXTRA_CA_CERTS),
      },
      path.join(outDir, `x-burst-${stamp}.server.log`),
    );
    const orgs = await db
      .selectFrom('organizations as o')
      .innerJoin('accounts as a', 'a.id', 'o.warden_id')
      .select(['o.id', 'a.email_id'])
      .orderBy('o.id')
      .execute();
    const outbox = new Outbox(path.join(dataDir, 'outbox'));
    const ca = fs.readFileSync(fake.caPath);
    const tokens: Record<string, string> = {};
    const setupStart = performance.now();
    await inParallel(orgs, 8, 'wardens signed in and connected to X', async ({ id, email_id: email }) => {
      tokens[email] = await signIn(server!.base, outbox, email, SCALE_PASSWORD);
      await connectX(server!.base, tokens[email]!, id, `hostel_${/\d+/.exec(email)![0]}`, ca);
    });
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const pid = server.child.pid!;
    const postgresCpuMs = await postgresCpu(db);
    const run = await runBurst({
      db,
      workerData: {
        base: server.base,
        slots: orgs.map((o) => ({ org: o.id, email: o.email_id, meal: MEAL })),
        tokens,
        photos: photos.map((p) => new Uint8Array(p)),
        concurrency: CONCURRENCY,
        runId: crypto.randomBytes(4).toString('hex'),
      },
      mark: (label) => ({
        label,
        at: Date.now(),
        serverCpuMs: processCpuMs(pid),
        postgresCpuMs: postgresCpuMs(),
        load1: os.loadavg()[0]!,
      }),
      stallMs: Math.max(180_000, (20 * 60_000) / PER_MINUTE),
      onWorker: (w) => (worker = w),
    });
    const figures = await burstFigures(db, fake.state(), run.marks[0]!.at);
    const ok = await report({
      db,
      run,
      figures,
      setup: { institutions: N, perMinute: PER_MINUTE, concurrency: CONCURRENCY, meal: MEAL, setupSeconds },
      photoBytes: photos.map((p) => p.length),
      jsonPath: path.join(outDir, `x-burst-${stamp}.json`),
    });
    process.exitCode = ok ? 0 : 1;
  } finally {
    clearTimeout(hardTimeout);
    await cleanup();
  }
}
