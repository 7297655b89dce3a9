/**
 * P5, the server at state scale: `npm run bench:server [-- --duration 10 --connections 50 --wardens 100]`,
 * after `npm run seed:scale` into the same PostgreSQL (docs/benchmarks.md has the one command that
 * does both inside scripts/with-postgres.sh). By default the real server runs in-process on
 * 127.0.0.1; `--workers N` runs `server/start.ts` as a child process with WORKERS=N (node:cluster,
 * one port), to compare one process with two. The users and endpoints are server-bench-targets.ts;
 * each endpoint is loaded by autocannon on its own thread (load-worker.mjs). Two passes: with the
 * server's caches as configured (CACHE_SECONDS, 10 s), then with them off, which is what a first
 * view costs. One line per endpoint and pass: p50/p95/p99, req/s, and req/s as a ratio to /health in
 * the same pass, and where each answer's CPU went. Targets: p95 ≤ 50 ms and ≥ ½ of /health's throughput.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance as perfHooks } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { systemClock } from '../../server/lib/clock.ts';
import { createCaches } from '../../server/lib/caches.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { openDatabase } from '../../server/db/database.ts';
import { SCALE_PASSWORD, seedDistrictDirectors } from './seed-scale.ts';
import { percentile, startScaleServer } from './scale-server.ts';
import { startSoakServer } from './soak-server.ts';
import { benchTargets, processCpuMs, type Req, type Target } from './server-bench-targets.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);
/** `--only a,b`: just these endpoints (by name, health always first); `--uncached`: that pass alone. */
const ONLY = ((i) => (i > 0 ? process.argv[i + 1]!.split(',') : null))(process.argv.indexOf('--only'));
const PASSES = process.argv.includes('--uncached') ? (['uncached'] as const) : (['cached', 'uncached'] as const);
const WARDENS = arg('wardens', 100);
/** 0: the server in this process; N: `server/start.ts` as a child with WORKERS=N. */
const WORKERS = arg('workers', 0);
const CACHE_SECONDS = 10;

interface Loaded {
  rps: number;
  bad: number;
  times: number[];
}
const postgresCpuMs = () => processCpuMs((_pid, _ppid, name) => name.startsWith('postgres'));

/** Loads each target in turn; `serverCpuMs` is the server's CPU so far (its main thread, or its processes). */
async function runPass(label: string, base: string, targets: Target[], serverCpuMs: () => number): Promise<void> {
  let healthRps = NaN;
  for (const target of targets) {
    await load(base, target.requests, 10, 1); // warm-up: JIT, the pool's connections
    const [cpu0, pg0] = [serverCpuMs(), postgresCpuMs()];
    const r = await load(base, target.requests, CONNECTIONS, DURATION);
    const serverMs = (serverCpuMs() - cpu0) / r.times.length;
    const pgMs = (postgresCpuMs() - pg0) / r.times.length;
    if (target.name === 'health') healthRps = r.rps;
    const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(percentile(r.times, p))) as [number, number, number];
    const ratio = r.rps / healthRps;
    const met = r.bad === 0 && p95 <= 50 && (target.name === 'health' || ratio >= 0.5);
    console.log(
      `P5 ${label.padEnd(15)} ${target.name.padEnd(22)} p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, ${r.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)} % of /health), ${r.bad} errors/non-2xx; CPU per answer: server ${serverMs.toFixed(2)} ms, PostgreSQL ${Number.isNaN(pgMs) ? '?' : pgMs.toFixed(2)} ms; load ${os.loadavg()[0]!.toFixed(1)}: ${met ? 'met' : 'MISSED'}`,
    );
  }
}

async function inProcess(): Promise<void> {
  const server = await startScaleServer();
  try {
    await seedDistrictDirectors(server.app.ctx.db, await hashPassword(SCALE_PASSWORD));
    const { targets, summary } = await benchTargets(server.app.ctx.db, server.signIn, WARDENS, ONLY);
    console.log(`server ${server.base} in this process; ${summary}; ${CONNECTIONS} connections, ${DURATION} s each`);
    // The main thread's busy time (event-loop utilisation), the in-process figure of earlier runs.
    const busyMs = () => perfHooks.eventLoopUtilization().active;
    for (const pass of PASSES) {
      const seconds = pass === 'cached' ? server.app.ctx.config.CACHE_SECONDS : 0;
      // The same server with its caches swapped (a bench-only switch; CACHE_SECONDS=0 does this at start).
      server.app.ctx.caches = createCaches(seconds, systemClock);
      await runPass(`${pass} (${seconds} s)`, server.base, targets, busyMs);
    }
  } finally {
    // Let requests autocannon left in flight finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.close();
  }
}

/** Each pass on a fresh `WORKERS=N` server (its caches are set at start), its CPU read from /proc. */
async function workers(url: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-bench-db-'));
  const database = await openDatabase({ url, dataDir });
  try {
    await seedDistrictDirectors(database.db, await hashPassword(SCALE_PASSWORD));
    for (const pass of PASSES) {
      const seconds = pass === 'cached' ? CACHE_SECONDS : 0;
      const server = await startSoakServer(url, { WORKERS: String(WORKERS), CACHE_SECONDS: String(seconds) });
      try {
        const { targets, summary } = await benchTargets(database.db, server.signIn, WARDENS, ONLY);
        console.log(
          `server ${server.base}, WORKERS=${WORKERS}; ${summary}; ${CONNECTIONS} connections, ${DURATION} s each`,
        );
        const tree = () => processCpuMs((pid, ppid) => pid === server.pid || ppid === server.pid);
        await runPass(`${pass} (${seconds} s) ×${WORKERS}`, server.base, targets, tree);
      } finally {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await server.stop();
      }
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (WORKERS > 0 && !url) throw new Error('--workers needs DATABASE_URL (run inside ./scripts/with-postgres.sh)');
await (WORKERS > 0 ? workers(url!) : inProcess());

function load(url: string, requests: Req[], connections: number, duration: number): Promise<Loaded> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, requests, connections, duration },
    });
    worker.once('message', (m: Loaded) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
