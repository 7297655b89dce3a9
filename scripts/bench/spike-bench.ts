/**
 * P6, the deadline spike: `npm run bench:spike [-- --n 5000 --concurrency 32]`, after
 * `npm run seed:scale` into the same PostgreSQL (the seed leaves today free). Starts the real server
 * in-process on 127.0.0.1 and sends N posts over real HTTP on loopback, each as four ~200 KB JPEG
 * uploads (`POST media`, four distinct photos made once with sharp, a fresh Idempotency-Key each)
 * and one `POST tweet`, from as many scale wardens as needed (one post per institution and meal,
 * skipping slots already taken today), with at most CONCURRENCY requests in flight.
 * Prints the sustained posts/s, the errors, the answer times, and the CPU the server spent per photo.
 * Target: ≥ 40 posts/s with 0 errors.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { istDate, MEALS } from '@common/schedule.ts';
import { sniff } from '../../server/modules/media/file-sniff.ts';
import { storeMedia } from '../../server/modules/media/media.storage.ts';
import { SCALE_PASSWORD } from './seed-scale.ts';
import { median, percentile, startScaleServer } from './scale-server.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const N = arg('n', 5000);
const CONCURRENCY = arg('concurrency', 32);

/** A 1600×1200 meal-photo-like JPEG of about 200 KB: smooth colour fields under sensor noise. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let s = seed * 7919 + 1;
  const noise = () => ((s = (s * 1664525 + 1013904223) >>> 0) >>> 24) / 16 - 8;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const plate = (x - 800) ** 2 + (y - 600) ** 2 < 450 ** 2;
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, (plate ? 230 : 120 + seed * 20) + 30 * Math.sin((x + seed * 50) / 90) + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, (plate ? 200 : 80) + 25 * Math.cos(y / 70) + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, (plate ? 150 : 40 + seed * 15) + 20 * Math.sin((x + y) / 120) + noise()));
    }
  }
  let best: Buffer | null = null;
  for (const quality of [90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40]) {
    best = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (best.length <= 210_000) break;
  }
  return best!;
}

const photos = await Promise.all([0, 1, 2, 3].map(photo));

// The server's own re-encode of one photo, alone on an idle event loop: the floor per photo.
const scratch = path.join(os.tmpdir(), `hm-spike-scratch-${process.pid}`);
const encodeTimes: number[] = [];
for (let i = 0; i < 8; i++) {
  const start = performance.now();
  await storeMedia(scratch, photos[i % 4]!, sniff(photos[i % 4]!)!, new Date());
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
  const taken = new Set((await db.selectFrom('posts').select(['organization_id', 'meal']).where('day', '=', today).execute()).map((p) => `${p.organization_id}|${p.meal}`));
  const slots: { org: number; email: string; meal: string }[] = [];
  for (const org of orgs) {
    for (const meal of MEALS) if (!taken.has(`${org.id}|${meal}`) && slots.length < N) slots.push({ org: org.id, email: org.email_id, meal });
  }
  if (slots.length < N) throw new Error(`only ${slots.length} free institution-meal slots today; seed a larger or fresh database`);

  const tokens = new Map<string, string>();
  const emails = [...new Set(slots.map((s) => s.email))];
  const signStart = performance.now();
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(emails.slice(i, i + 4).map(async (email) => tokens.set(email, await server.signIn(email, SCALE_PASSWORD))));
  }
  console.log(
    `spike: ${N} posts × 4 photos (${photos.map((p) => `${Math.round(p.length / 1000)}`).join('/')} KB), ${emails.length} wardens signed in in ${((performance.now() - signStart) / 1000).toFixed(1)} s; ${CONCURRENCY} in flight to ${server.base}; load ${os.loadavg()[0]!.toFixed(1)}`,
  );

  const runId = crypto.randomBytes(4).toString('hex');
  const uploadTimes: number[] = [];
  const tweetTimes: number[] = [];
  const errors = new Map<string, number>();
  const doneAt: number[] = [];
  const fail = (what: string): void => void errors.set(what, (errors.get(what) ?? 0) + 1);

  async function upload(token: string, bytes: Buffer, key: string): Promise<number | null> {
    const form = new FormData();
    form.append('media_owner', 'OWNER');
    form.append('media', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'meal.jpg');
    const start = performance.now();
    const res = await fetch(`${server.base}/api/v1/media`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key }, body: form });
    const body = (await res.json()) as { data?: { id?: number } };
    uploadTimes.push(performance.now() - start);
    if (res.status !== 201 || !body.data?.id) {
      fail(`media ${res.status}`);
      return null;
    }
    return body.data.id;
  }

  async function post(i: number): Promise<void> {
    const slot = slots[i]!;
    const token = tokens.get(slot.email)!;
    const ids: number[] = [];
    for (let k = 0; k < 4; k++) {
      const id = await upload(token, photos[k]!, `spike-${runId}-${i}-${k}`);
      if (id === null) return;
      ids.push(id);
    }
    const start = performance.now();
    const res = await fetch(`${server.base}/api/v1/tweet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ organization_id: slot.org, content: 'Rice, sambar, palya and curd', image_1: ids[0], image_2: ids[1], image_3: ids[2], image_4: ids[3], meal: slot.meal, client_id: crypto.randomUUID(), captured_at: new Date().toISOString() }),
    });
    await res.arrayBuffer();
    tweetTimes.push(performance.now() - start);
    if (res.status !== 201) return fail(`tweet ${res.status}`);
    doneAt.push(performance.now());
  }

  let next = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) {
        const i = next++;
        await post(i).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const ok = doneAt.length;
  // Sustained: the rate between the 10th and the 90th percentile of completions, without ramp-up and
  // tail (with fewer than 3 posts per worker they all finish together, so the overall rate).
  const sorted = doneAt.sort((a, b) => a - b);
  const lo = sorted[Math.floor(ok * 0.1)]!;
  const hi = sorted[Math.max(0, Math.floor(ok * 0.9) - 1)]!;
  const sustained = ok >= 3 * CONCURRENCY ? (Math.floor(ok * 0.9) - Math.floor(ok * 0.1) - 1) / ((hi - lo) / 1000) : ok / seconds;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `P6 spike: ${ok}/${N} posts in ${seconds.toFixed(1)} s = ${(ok / seconds).toFixed(1)} posts/s overall, ${sustained.toFixed(1)} posts/s sustained (10–90 %); ${errorCount} errors${errorCount ? ` (${[...errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}; load ${os.loadavg()[0]!.toFixed(1)}: ${sustained >= 40 && errorCount === 0 ? 'met' : 'MISSED'}`,
  );
  console.log(`P6 answer times: upload p50 ${median(uploadTimes).toFixed(0)} ms, p95 ${percentile(uploadTimes, 95).toFixed(0)} ms; tweet p50 ${median(tweetTimes).toFixed(0)} ms, p95 ${percentile(tweetTimes, 95).toFixed(0)} ms`);
  console.log(
    `P6 CPU: ${cpuSeconds.toFixed(1)} CPU-s in ${seconds.toFixed(1)} s (${(cpuSeconds / seconds).toFixed(2)} of ${os.cpus().length} cores; ${((cpuSeconds / Math.max(1, ok)) * 1000).toFixed(0)} ms per post, ${((cpuSeconds / Math.max(1, ok * 4)) * 1000).toFixed(0)} ms per photo, client and server in one process, PostgreSQL apart); one photo's re-encode (storeMedia) alone: median ${median(encodeTimes).toFixed(0)} ms`,
  );
} finally {
  await server.close();
}
