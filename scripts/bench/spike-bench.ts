/**
 * P6, the deadline spike: `npm run bench:spike [-- --n 5000 --concurrency 32]`, after
 * `npm run seed:scale` into the same PostgreSQL (the seed leaves today free). Starts the real server
 * in-process on 127.0.0.1 and sends N posts over real HTTP on loopback, each as four ~200 KB JPEG
 * uploads (`POST media`, four distinct photos made once with sharp, a fresh Idempotency-Key each)
 * and one `POST tweet`, from as many scale wardens as needed (one post per institution and meal,
 * skipping slots already taken today), with at most CONCURRENCY requests in flight.
 * The phones run on their own thread (spike-worker.mjs). Prints the sustained posts/s, the errors,
 * the answer times, the CPU per photo, and how long after the last post the list renditions (made
 * after the answers, rendition-queue.ts) have caught up.
 * Target: ≥ 40 posts/s with 0 errors.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { istDate, MEALS } from '@common/schedule.ts';
import { sniff } from '../../server/modules/media/file-sniff.ts';
import { storeMedia } from '../../server/modules/media/media.storage.ts';
import { DiskStore } from '../../server/storage/disk-store.ts';
import { BUSY_GAP_MS } from '../../server/modules/media/rendition-queue.ts';
import { mealPhoto } from './meal-photo.ts';
import { SCALE_PASSWORD } from './seed-scale.ts';
import { median, percentile, startScaleServer } from './scale-server.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const N = arg('n', 5000);
const CONCURRENCY = arg('concurrency', 32);

const photos = await Promise.all([0, 1, 2, 3].map(mealPhoto));

// The server's own storing of one photo, alone on an idle event loop: the floor per photo.
const scratch = path.join(os.tmpdir(), `hm-spike-scratch-${process.pid}`);
const encodeTimes: number[] = [];
for (let i = 0; i < 8; i++) {
  const start = performance.now();
  await storeMedia(new DiskStore(scratch), photos[i % 4]!, sniff(photos[i % 4]!)!, new Date());
  if (i > 0) encodeTimes.push(performance.now() - start);
}

const server = await startScaleServer();
try {
  const db = server.app.ctx.db;
  const today = istDate(new Date());
  // Free slots today: scale institutions (one warden each) × meals, less the posts already made.
  const orgs = await db
    .selectFrom('organizations as o')
    .innerJoin('accounts as a', 'a.id', 'o.warden_id')
    .select(['o.id', 'a.email_id'])
    .where('a.email_id', 'like', 'warden%@scale.example.org')
    .orderBy('o.id', 'desc')
    .execute();
  const taken = new Set(
    (await db.selectFrom('posts').select(['organization_id', 'meal']).where('day', '=', today).execute()).map(
      (p) => `${p.organization_id}|${p.meal}`,
    ),
  );
  const slots: { org: number; email: string; meal: string }[] = [];
  for (const org of orgs) {
    for (const meal of MEALS)
      if (!taken.has(`${org.id}|${meal}`) && slots.length < N) slots.push({ org: org.id, email: org.email_id, meal });
  }
  if (slots.length < N)
    throw new Error(`only ${slots.length} free institution-meal slots today; seed a larger or fresh database`);

  const tokens = new Map<string, string>();
  const emails = [...new Set(slots.map((s) => s.email))];
  const signStart = performance.now();
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(
      emails.slice(i, i + 4).map(async (email) => tokens.set(email, await server.signIn(email, SCALE_PASSWORD))),
    );
  }
  console.log(
    `spike: ${N} posts × 4 photos (${photos.map((p) => `${Math.round(p.length / 1000)}`).join('/')} KB), ${emails.length} wardens signed in in ${((performance.now() - signStart) / 1000).toFixed(1)} s; ${CONCURRENCY} in flight to ${server.base}; load ${os.loadavg()[0]!.toFixed(1)}`,
  );

  const cpuStart = process.cpuUsage();
  const run = await new Promise<{
    seconds: number;
    uploadTimes: number[];
    tweetTimes: number[];
    doneAt: number[];
    errors: Record<string, number>;
  }>((resolve, reject) => {
    const worker = new Worker(new URL('./spike-worker.mjs', import.meta.url), {
      workerData: {
        base: server.base,
        slots,
        tokens: Object.fromEntries(tokens),
        photos: photos.map((p) => new Uint8Array(p)),
        concurrency: CONCURRENCY,
        runId: crypto.randomBytes(4).toString('hex'),
      },
    });
    worker.once('message', (m: Parameters<typeof resolve>[0]) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  const { uploadTimes, tweetTimes, doneAt, errors: errorTable } = run;
  const errors = new Map(Object.entries(errorTable));
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const seconds = run.seconds;
  const ok = doneAt.length;
  // Sustained: the rate between the 10th and the 90th percentile of completions, without ramp-up and
  // tail (with fewer than 3 posts per worker they all finish together, so the overall rate).
  const sorted = doneAt.sort((a, b) => a - b);
  const lo = sorted[Math.floor(ok * 0.1)]!;
  const hi = sorted[Math.max(0, Math.floor(ok * 0.9) - 1)]!;
  const sustained =
    ok >= 3 * CONCURRENCY ? (Math.floor(ok * 0.9) - Math.floor(ok * 0.1) - 1) / ((hi - lo) / 1000) : ok / seconds;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `P6 spike: ${ok}/${N} posts in ${seconds.toFixed(1)} s = ${(ok / seconds).toFixed(1)} posts/s overall, ${sustained.toFixed(1)} posts/s sustained (10–90 %); ${errorCount} errors${errorCount ? ` (${[...errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}; load ${os.loadavg()[0]!.toFixed(1)}: ${sustained >= 40 && errorCount === 0 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `P6 answer times: upload p50 ${median(uploadTimes).toFixed(0)} ms, p95 ${percentile(uploadTimes, 95).toFixed(0)} ms; tweet p50 ${median(tweetTimes).toFixed(0)} ms, p95 ${percentile(tweetTimes, 95).toFixed(0)} ms`,
  );
  console.log(
    `P6 CPU: ${cpuSeconds.toFixed(1)} CPU-s in ${seconds.toFixed(1)} s (${(cpuSeconds / seconds).toFixed(2)} of ${os.cpus().length} cores; ${((cpuSeconds / Math.max(1, ok)) * 1000).toFixed(0)} ms per post, ${((cpuSeconds / Math.max(1, ok * 4)) * 1000).toFixed(0)} ms per photo; server and client threads in one process, PostgreSQL apart); storeMedia of one phone photo alone: median ${median(encodeTimes).toFixed(1)} ms`,
  );
  const drainStart = performance.now();
  await server.app.ctx.renditions.idle();
  const renditionLag = (performance.now() - drainStart) / 1000;
  const drainCpu = process.cpuUsage(cpuStart);
  const renditionCpu = (drainCpu.user + drainCpu.system) / 1e6 - cpuSeconds;
  console.log(
    `P6 list renditions: caught up ${renditionLag.toFixed(1)} s after the last post, ${renditionCpu.toFixed(1)} CPU-s more (one every ${BUSY_GAP_MS} ms while requests are in flight, one per core at a time when idle)`,
  );
} finally {
  await server.close();
}
