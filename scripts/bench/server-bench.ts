/**
 * P5, the server at state scale: `npm run bench:server [-- --duration 10 --connections 50 --wardens 100]`,
 * after `npm run seed:scale` into the same PostgreSQL (docs/benchmarks.md has the one command that
 * does both inside scripts/with-postgres.sh). Starts the real server in-process on 127.0.0.1 and signs
 * in many users of the scale seed through the real password and code steps: `--wardens` wardens, the
 * 31 district DDs and the admin. Each endpoint is then loaded by autocannon on its own thread
 * (load-worker.mjs), every connection cycling through those users, so no answer is one user's.
 * Two passes: with the server's caches as configured (CACHE_SECONDS, 10 s), then with them off, which
 * is what a first view costs. One line per endpoint and pass: p50/p95/p99, req/s, and req/s as a ratio
 * to /health in the same pass. Targets: p95 ≤ 50 ms and ≥ ½ of /health's throughput.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance as perfHooks } from 'node:perf_hooks';

const eventLoopUtilization = perfHooks.eventLoopUtilization.bind(perfHooks);
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { systemClock } from '../../server/lib/clock.ts';
import { createCaches } from '../../server/lib/caches.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import {
  SCALE_ADMIN,
  SCALE_ADMIN_PHONE,
  SCALE_DD,
  SCALE_PASSWORD,
  scaleDd,
  scaleWarden,
  seedDistrictDirectors,
} from './seed-scale.ts';
import { percentile, startScaleServer } from './scale-server.ts';

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

interface Req {
  path: string;
  token?: string;
}
interface Loaded {
  rps: number;
  bad: number;
  times: number[];
}

const server = await startScaleServer();
try {
  const db = server.app.ctx.db;
  await seedDistrictDirectors(db, await hashPassword(SCALE_PASSWORD));
  const districts = Number(
    (
      await db
        .selectFrom('districts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const inBatches = async <T>(items: T[], signIn: (item: T) => Promise<string>) => {
    const out: string[] = [];
    for (let i = 0; i < items.length; i += 8) out.push(...(await Promise.all(items.slice(i, i + 8).map(signIn))));
    return out;
  };
  const wardenNumbers = Array.from({ length: WARDENS }, (_, i) => i + 1);
  const wardens = await inBatches(wardenNumbers, (n) => server.signIn(scaleWarden(n), SCALE_PASSWORD));
  const dds = await inBatches(
    Array.from({ length: districts }, (_, i) => i + 1),
    (n) => server.signIn(n === 1 ? SCALE_DD : scaleDd(n), SCALE_PASSWORD),
  );
  const admin = await server.signIn(SCALE_ADMIN, SCALE_PASSWORD, SCALE_ADMIN_PHONE);
  const districtIds = (await db.selectFrom('districts').select('id').orderBy('id').execute()).map((d) => d.id);
  // Each warden's newest post, for the single-post endpoint.
  const newest = await sql<{
    warden_id: number;
    id: number;
  }>`select distinct on (p.warden_id) p.warden_id, p.id from posts p join accounts a on a.id = p.warden_id
    where a.email_id in (${sql.join(wardenNumbers.map(scaleWarden))}) order by p.warden_id, p.id desc`.execute(db);
  const wardenIds = await db
    .selectFrom('accounts')
    .select(['id', 'email_id'])
    .where('email_id', 'in', wardenNumbers.map(scaleWarden))
    .execute();
  const idOf = new Map(wardenIds.map((a) => [a.email_id, a.id]));
  const postOf = new Map(newest.rows.map((r) => [r.warden_id, r.id]));
  const each = (tokens: string[], path: string | ((i: number) => string)): Req[] =>
    tokens.map((token, i) => ({ token, path: typeof path === 'string' ? path : path(i) }));

  const targets: { name: string; requests: Req[] }[] = [
    { name: 'health', requests: [{ path: '/api/v1/health' }] },
    { name: 'stat/warden-home', requests: each(wardens, '/api/v1/stat/warden-home') },
    { name: 'stat/dd-home', requests: each(dds, '/api/v1/stat/dd-home') },
    { name: 'stat/admin-home', requests: [{ path: '/api/v1/stat/admin-home', token: admin }] },
    { name: 'tweet/warden?page=1', requests: each(wardens, '/api/v1/tweet/warden?page=1') },
    {
      name: 'tweet/auth/tweet/{id}',
      requests: each(wardens, (i) => `/api/v1/tweet/auth/tweet/${postOf.get(idOf.get(scaleWarden(i + 1))!)}`),
    },
    { name: 'tweets/dd-home?page=1', requests: each(dds, '/api/v1/tweets/dd-home?page=1') },
    // Issue 15: the league table (the admin's districts, each DD's taluks), the charts' days, /audit.
    {
      name: 'stat/league-table',
      requests: [
        { path: '/api/v1/stat/league-table?by=district&period=month', token: admin },
        ...each(dds, '/api/v1/stat/league-table?by=taluk&period=month'),
      ],
    },
    { name: 'stat/daily', requests: each(dds, '/api/v1/stat/daily?by=taluk') },
    {
      name: 'audit',
      requests: [{ path: '/audit' }, ...districtIds.map((id) => ({ path: `/audit?district=${id}` }))],
    },
  ].filter((t) => !ONLY || t.name === 'health' || ONLY.includes(t.name));
  console.log(
    `server ${server.base}; ${wardens.length} wardens, ${dds.length} DDs and an admin signed in; ${CONNECTIONS} connections, ${DURATION} s each; load ${os.loadavg()[0]!.toFixed(1)}`,
  );

  for (const pass of PASSES) {
    const seconds = pass === 'cached' ? server.app.ctx.config.CACHE_SECONDS : 0;
    // The same server with its caches swapped (a bench-only switch; CACHE_SECONDS=0 does this at start).
    server.app.ctx.caches = createCaches(seconds, systemClock);
    let healthRps = NaN;
    for (const target of targets) {
      await load(server.base, target.requests, 10, 1); // warm-up: JIT, the pool's connections
      const [elu0, pg0] = [eventLoopUtilization(), postgresCpuMs()];
      const r = await load(server.base, target.requests, CONNECTIONS, DURATION);
      // Where each answer's CPU went: the server's main thread (event-loop busy time) and PostgreSQL.
      const mainMs = eventLoopUtilization(elu0).active / r.times.length;
      const pgMs = (postgresCpuMs() - pg0) / r.times.length;
      if (target.name === 'health') healthRps = r.rps;
      const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(percentile(r.times, p))) as [number, number, number];
      const ratio = r.rps / healthRps;
      const met = r.bad === 0 && p95 <= 50 && (target.name === 'health' || ratio >= 0.5);
      console.log(
        `P5 ${`${pass} (${seconds} s)`.padEnd(15)} ${target.name.padEnd(22)} p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, ${r.rps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)} % of /health), ${r.bad} errors/non-2xx; CPU per answer: main thread ${mainMs.toFixed(2)} ms, PostgreSQL ${Number.isNaN(pgMs) ? '?' : pgMs.toFixed(2)} ms; load ${os.loadavg()[0]!.toFixed(1)}: ${met ? 'met' : 'MISSED'}`,
      );
    }
  }
} finally {
  // Let requests autocannon left in flight finish before the pool closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await server.close();
}

/** CPU time of the PostgreSQL processes on this machine so far (Linux /proc), or NaN. */
function postgresCpuMs(): number {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
        const close = stat.lastIndexOf(')');
        if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
        const fields = stat.slice(close + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        // the process ended meanwhile
      }
    }
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

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
