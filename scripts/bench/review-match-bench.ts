/**
 * P12, matching one post at state scale (docs/benchmarks.md, 'P12, reused photos'):
 *   ./scripts/with-postgres.sh sh -c 'npm run seed:scale -- --institutions 4900 --days 90 --reset && npm run bench:review-match'
 * On a seed:scale database it fills `post_photos` for every seeded post (review-match-fill.ts),
 * then for --posts random seeded posts times what the review step
 * (server/modules/review/review-step.ts) does to match one: the district lock, comparedPhotos and
 * matchPhotos, in a transaction that is rolled back. The real functions are called, not copies.
 * A seeded post stands for a new post made at the end of its day: its own rows are left out by
 * comparedPhotos, and it sees its institution's whole 90 days and its district's whole day.
 * Options: --posts 400, --warmup 20, --refill (fill again when filled before), --variants k (fills
 * a `pdq_variants` column with k crop hashes of 32 bytes when the table has one).
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';
import type { DB } from '../../server/db/schema.ts';
import { matchPhotos, type PhotoPrint } from '../../server/modules/review/photo-match.ts';
import { comparedPhotos, lockDistrict } from '../../server/modules/review/photo-prints.repository.ts';
import { fill, hasVariants } from './review-match-fill.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const POSTS = Number(arg('posts') ?? 400);
const WARMUP = Number(arg('warmup') ?? 20);

const dayText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Sample {
  id: number;
  organization_id: number;
  district_id: number;
  day: string;
  photos: PhotoPrint[];
}

async function samples(db: Kysely<DB>, n: number): Promise<Sample[]> {
  const posts = await sql<{ id: number; organization_id: number; district_id: number; day: string | Date }>`
    select id, organization_id, district_id, day from posts order by random() limit ${n}`.execute(db);
  const ids = posts.rows.map((p) => p.id);
  // Every column, so a fingerprint column added beside pdq (pdq_variants) comes along as a Buffer too.
  const photos = await db.selectFrom('post_photos').selectAll().where('post_id', 'in', ids).execute();
  const asPrint = ({ media_id: _m, district_id: _d, ...r }: (typeof photos)[number]) =>
    Object.fromEntries(
      Object.entries({ ...r, day: dayText(r.day) }).map(([k, v]) => [
        k,
        v instanceof Uint8Array ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v,
      ]),
    ) as unknown as PhotoPrint;
  return posts.rows.map((p) => ({
    ...p,
    day: dayText(p.day),
    photos: photos.filter((r) => r.post_id === p.id).map(asPrint),
  }));
}

class Rollback extends Error {}

/** Nanoseconds a local process has run on a CPU (/proc/<pid>/schedstat; the PostgreSQL backend of a connection). */
const onCpuNs = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

/** What the step does to match one post, timed: lock, read, match; then rolled back. */
async function matchOne(db: Kysely<DB>, post: Sample) {
  let figures = { ms: 0, readMs: 0, rows: 0, matches: 0, nodeCpuMs: 0, pgCpuMs: 0 };
  await db
    .transaction()
    .execute(async (trx) => {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      const pgBefore = onCpuNs(pid);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await lockDistrict(trx, post.district_id);
      const hashes = post.photos.map((p) => p.sha256).filter((h): h is string => h !== null);
      const others = await comparedPhotos(trx, post, hashes);
      const read = performance.now();
      const matches = matchPhotos(post.photos, others);
      const done = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      figures = {
        ms: done - started,
        readMs: read - started,
        rows: others.length,
        matches: matches.length,
        nodeCpuMs: (cpu.user + cpu.system) / 1000,
        pgCpuMs: (onCpuNs(pid) - pgBefore) / 1e6,
      };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return figures;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'bench:review-match needs PostgreSQL with a seed:scale database (DATABASE_URL or with-postgres.sh)',
    );
  const database = await openDatabase({ url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hm-review-')) });
  const db = database.db;
  try {
    await fill(db, {
      refill: process.argv.includes('--refill'),
      ...(arg('variants') ? { variants: Number(arg('variants')) } : {}),
    });
    const scale = await sql<{ posts: string; orgs: string; days: string; photos: string }>`
      select (select count(*) from posts) as posts, (select count(*) from organizations) as orgs,
        (select count(distinct day) from posts) as days, (select count(*) from post_photos) as photos`.execute(db);
    const size = await sql<{ heap: string; total: string }>`
      select pg_size_pretty(pg_relation_size('post_photos')) as heap, pg_size_pretty(pg_total_relation_size('post_photos')) as total`.execute(
      db,
    );
    const k = (await hasVariants(db))
      ? Number(
          (
            await sql<{
              k: number;
            }>`select coalesce(octet_length(pdq_variants), 0) / 32 as k from post_photos limit 1`.execute(db)
          ).rows[0]?.k ?? 0,
        )
      : 0;
    const all = await samples(db, WARMUP + POSTS);
    for (const post of all.slice(0, WARMUP)) await matchOne(db, post);
    const loadBefore = load();
    const runs = [];
    for (const post of all.slice(WARMUP)) runs.push(await matchOne(db, post));
    const ms = runs.map((r) => r.ms);
    const s = scale.rows[0]!;
    console.log(
      `bench:review-match: ${s.orgs} institutions, ${s.days} days, ${s.posts} posts, ${s.photos} post_photos rows ` +
        `(table ${size.rows[0]!.heap}, ${size.rows[0]!.total} with indexes; ${k} crop hashes a photo)`,
    );
    const f = (x: number) => x.toFixed(1);
    console.log(
      `  ${runs.length} posts: lock + comparedPhotos + matchPhotos p50 ${f(pct(ms, 50))} ms, p95 ${f(pct(ms, 95))} ms, max ${f(Math.max(...ms))} ms ` +
        `(the read alone p50 ${f(
          pct(
            runs.map((r) => r.readMs),
            50,
          ),
        )}, p95 ${f(
          pct(
            runs.map((r) => r.readMs),
            95,
          ),
        )} ms)`,
    );
    const matching = runs.map((r) => r.ms - r.readMs);
    console.log(`  matchPhotos alone p50 ${f(pct(matching, 50))}, p95 ${f(pct(matching, 95))} ms`);
    const nodeCpu = runs.map((r) => r.nodeCpuMs);
    const pgCpu = runs.map((r) => r.pgCpuMs);
    const both = runs.map((r) => r.nodeCpuMs + r.pgCpuMs);
    console.log(
      `  CPU per post (load-independent): Node p50 ${f(pct(nodeCpu, 50))}, p95 ${f(pct(nodeCpu, 95))} ms; PostgreSQL p50 ${f(pct(pgCpu, 50))}, ` +
        `p95 ${f(pct(pgCpu, 95))} ms; both p50 ${f(pct(both, 50))}, p95 ${f(pct(both, 95))} ms`,
    );
    const rows = runs.map((r) => r.rows);
    console.log(
      `  rows compared per post: min ${Math.min(...rows)}, p50 ${pct(rows, 50)}, p95 ${pct(rows, 95)}, max ${Math.max(...rows)}; ` +
        `matches found ${runs.reduce((a, r) => a + r.matches, 0)}`,
    );
    console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
  } finally {
    await database.close();
  }
}

await main();
