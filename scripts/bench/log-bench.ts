/**
 * `npm run bench:log` (docs/benchmarks.md, 'P11: the public log'): the real server on a fresh copy
 * of the demo database (PGlite; PostgreSQL when run under scripts/with-postgres.sh), default
 * LOG_BATCH_MS, serving the built dist/. Prints one line per measure:
 * 1. a burst of --posts posts (5,000) accepted → the signed checkpoint covering all, after the last;
 * 2. Verify on /audit in Chromium, CPU 4× (log-browser.ts; --no-browser skips it, which needs no build);
 * 3. the log's bytes per entry in the media store (tile/ and tile/entries/) and in log_entries;
 * 4. the CPU of sequencing per entry, over as many posts again, accepted while rounds were held back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTestApp } from '../../tests/support/test-app.ts';
import {
  acceptPosts,
  entryCount,
  freeSlots,
  sequencingCpu,
  servedSize,
  tableBytesPerRow,
  untilCovered,
} from './log-burst.ts';
import { browserFigures, median } from './log-browser.ts';
import { demoWardenInstitution } from '../../tests/support/posting.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const POSTS = Number(arg('posts') ?? 5000);
const BROWSER = !process.argv.includes('--no-browser');
const dist = path.resolve('dist');
if (BROWSER && !fs.readdirSync(dist).some((f) => /^audit-verify-.*\.js$/.test(f)))
  throw new Error('dist/ has no audit-verify script: run `npm run build` first (or pass --no-browser)');

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const backend = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`P11 public log on ${backend}, ${POSTS} posts, load average ${load()}`);

/** Bytes and files under a folder of the disk store. */
function folderBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) {
      bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
      files += 1;
    }
  return { bytes, files };
}

const t = await makeTestApp({ seedPosts: true, env: { STATIC_DIR: dist, CACHE_SECONDS: '0' } });
try {
  const { app } = t;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  console.log(`LOG_BATCH_MS ${app.ctx.config.LOG_BATCH_MS}`);

  // The demo's posts are logged late at start (backfill): wait until a checkpoint covers them all.
  const { n: demoPosts } = await app.ctx.db
    .selectFrom('posts')
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  for (let end = Date.now() + 180_000; (await entryCount(app)) < Number(demoPosts);) {
    if (Date.now() > end) throw new Error('the demo posts were not backfilled in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await untilCovered(app, await entryCount(app));
  const before = (await app.ctx.files.read('log/checkpoint'))!.toString('utf8');
  console.log(`demo posts logged: ${await servedSize(app)} entries`);

  // 1. The burst.
  const slots = await freeSlots(app, 2 * POSTS, '2025-01-01');
  const started = performance.now();
  await acceptPosts(app, slots.slice(0, POSTS));
  const accepted = performance.now() - started;
  const waited = await untilCovered(app, await entryCount(app));
  console.log(
    `1. burst: ${POSTS} posts accepted in ${s(accepted)} (${((POSTS / accepted) * 1000).toFixed(0)} posts/s); ` +
      `last acceptance → checkpoint covering all: ${s(waited)} (target ≤ 60 s) [load ${load()}]`,
  );

  // 4. Sequencing alone.
  const cpu = await sequencingCpu(app, slots.slice(POSTS));
  console.log(
    `4. sequencing ${cpu.entries} pending entries: ${s(cpu.ms)} from letting rounds go to the checkpoint, ` +
      `CPU ${cpu.cpuMs.toFixed(0)} ms = ${((cpu.cpuMs / cpu.entries) * 1000).toFixed(0)} µs per entry [load ${load()}]`,
  );

  // 3. Bytes.
  const size = await servedSize(app);
  const store = app.ctx.files;
  if (store.kind === 'disk') {
    const tiles = folderBytes(path.join(store.root, 'log', 'tile'));
    const bundles = folderBytes(path.join(store.root, 'log', 'tile', 'entries'));
    console.log(
      `3. media store log/tile: ${(tiles.bytes / 1024).toFixed(0)} KB in ${tiles.files} files for ${size} entries = ` +
        `${(tiles.bytes / size).toFixed(0)} B per entry (entry bundles ${(bundles.bytes / size).toFixed(0)} B, ` +
        `hash tiles ${((tiles.bytes - bundles.bytes) / size).toFixed(0)} B)`,
    );
  }
  console.log(`3. log_entries table: ${(await tableBytesPerRow(app)).toFixed(0)} B per row (indexes included)`);

  // 2. The browser.
  if (BROWSER) {
    const districtId = (await demoWardenInstitution(app.ctx.db)).district_id;
    const f = await browserFigures(url, districtId, app.ctx.publicLog.identity.verifierKey, before);
    const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;
    console.log(
      `2. Verify pressed, CPU 4×, fresh context each: median ${median(f.presses).toFixed(1)} ms of ${f.presses.length} ` +
        `(range ${range(f.presses)} ms) [load ${load()}]`,
    );
    console.log(
      `2. Verify pressed again in the same context (files kept, checkpoint saved): median ${median(f.again).toFixed(1)} ms ` +
        `(range ${range(f.again)} ms)`,
    );
    console.log(
      `2. pure verify, CPU 4× (${f.files} files in memory): first visit median ${median(f.first).toFixed(1)} ms ` +
        `(${range(f.first)}), return visit with a consistency proof ${median(f.returning).toFixed(1)} ms ` +
        `(${range(f.returning)}) of ${f.first.length} each (target ≤ 50 ms)`,
    );
  }
  console.log(`load average at the end ${load()}`);
} finally {
  await t.close();
}
