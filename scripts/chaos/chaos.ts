/**
 * The kill -9 runs (docs/reliability.md, 'kill -9 runs'): `npm run chaos [-- --db pglite|postgres|both --kills 20
 * --clients 4 --seed-random N]`. Its own script, not part of `npm test`: it takes a few minutes. For each database
 * (PGlite in DATA_DIR; PostgreSQL from DATABASE_URL or TEST_DATABASE_URL, or else inside ./scripts/with-postgres.sh,
 * which this starts itself) the real server runs as a child process, clients post, upload, declare holidays and have
 * posts published to the fake X, and the server is killed with SIGKILL at random moments and restarted
 * (chaos-run.ts). The random numbers come from a seeded generator whose seed is printed, so a run can be repeated.
 * Prints a table per database; exits 1 when any post was lost or doubled or any check found an inconsistency.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { median } from '../bench/scale-server.ts';
import { chaosRun, type RunFigures } from './chaos-run.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const kills = Number(arg('kills') ?? 20);
const clients = Number(arg('clients') ?? 4);
const which = arg('db') ?? 'both';
const drainSeconds = Number(arg('drain-seconds') ?? 300);
const seed = Number(arg('seed-random') ?? Math.floor(Math.random() * 2 ** 31));
if (!['pglite', 'postgres', 'both'].includes(which) || !(kills >= 1) || !(clients >= 1) || !Number.isInteger(seed)) {
  console.error(
    'usage: npm run chaos -- [--db pglite|postgres|both] [--kills 20] [--clients 4] [--seed-random N] [--drain-seconds 300]',
  );
  process.exit(2);
}
const kinds = which === 'both' ? (['pglite', 'postgres'] as const) : ([which] as ['pglite' | 'postgres']);

/** mulberry32: small, seeded, good enough to pick moments and holidays. */
function prng(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEADER = [
  ...['database', 'kills', 'posts accepted', 'unknown → retried', 'uploads (unknown)', 'holidays (unknown)'],
  ...['lost', 'doubled', 'inconsistencies', 'renditions given up', 'back up median / max (s)'],
  ...['log entries (signed after drain, s)', 'log:check'],
  ...['load avg (1 min) at kills, max', 'run (s)'],
];
const s = (ms: number) => (ms / 1000).toFixed(1);
function table(runs: RunFigures[]): string {
  const rows = [HEADER];
  for (const r of runs)
    rows.push([
      r.db === 'pglite' ? 'PGlite' : 'PostgreSQL',
      String(r.kills),
      String(r.accepted),
      String(r.unknownRetried),
      `${r.uploads[0]} (${r.uploads[1]})`,
      `${r.holidays[0]} (${r.holidays[1]})`,
      String(r.lost.length),
      String(r.doubled.length),
      String(r.inconsistent.length),
      String(r.givenUp.length),
      `${s(median(r.upMs))} / ${s(Math.max(...r.upMs))}`,
      `${r.log.size} (${r.log.settled.toFixed(1)})`,
      r.log.check,
      `${median(r.load).toFixed(2)}, ${Math.max(...r.load).toFixed(2)}`,
      r.seconds.toFixed(0),
    ]);
  return [rows[0]!, rows[0]!.map(() => '---'), ...rows.slice(1)].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  console.log(`chaos: ${kinds.join(' and ')}, ${kills} kills each, ${clients} clients, --seed-random ${seed}`);
  const random = prng(seed);
  const runs: RunFigures[] = [];
  for (const kind of kinds) {
    console.log(`chaos: ${kind}`);
    runs.push(await chaosRun(kind, { kills, clients, drainSeconds, random }));
  }
  console.log(`\n${table(runs)}\n`);
  let failed = false;
  for (const r of runs)
    for (const [what, list] of [
      ['lost', r.lost],
      ['doubled', r.doubled],
      ['inconsistent', r.inconsistent],
    ] as const) {
      if (list.length === 0) continue;
      failed = true;
      console.log(`${r.db} ${what} (${list.length}):\n  ${list.slice(0, 20).join('\n  ')}`);
    }
  console.log(
    `chaos: ${failed ? 'FAILED' : 'every invariant held'} (--seed-random ${seed}; load now ${os.loadavg()[0]!.toFixed(2)})`,
  );
  process.exit(failed ? 1 : 0);
}

if (kinds.includes('postgres' as never) && !process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  const self = fileURLToPath(import.meta.url);
  const args = [process.execPath, '--import', 'tsx', self, ...process.argv.slice(2)];
  if (!process.argv.includes('--seed-random')) args.push('--seed-random', String(seed));
  const wrapped = spawn('./scripts/with-postgres.sh', args, { stdio: 'inherit' });
  wrapped.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await main();
}
