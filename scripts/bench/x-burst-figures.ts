/**
 * What bench:x-burst reads while the burst goes out (the queue's statuses, the list renditions
 * still to make) and the figures it reports once it is over, from our database and from what the
 * fake X holds: doubles and lost posts, 429 answers, pace and order, and the time from our
 * receipt of a post to its publication for the first 100 published.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import type { FakeXState } from '../fake-x/fake-x-server.ts';
import { median, percentile } from './scale-server.ts';

export async function statusCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('x_publications')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Photos of posts still without their 320 px list rendition (the server makes them after answering). */
export async function renditionsLeft(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from media where low_res_path is null`.execute(db);
  return Number(rows[0]!.n);
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export async function burstFigures(db: Kysely<DB>, fake: FakeXState, burstStart: number) {
  const rows = await db
    .selectFrom('x_publications as p')
    .innerJoin('posts as po', 'po.id', 'p.post_id')
    .innerJoin('x_accounts as a', 'a.organization_id', 'p.organization_id')
    .select(['p.post_id', 'p.status', 'p.tweet_id', 'p.published_at', 'p.attempts', 'p.last_error'])
    .select(['p.captured_at', 'po.received_at', 'a.x_user_id'])
    .execute();
  const onX = new Map<string, FakeXState['posts']>();
  for (const post of fake.posts) onX.set(post.user_id, [...(onX.get(post.user_id) ?? []), post]);
  const ours = new Set(rows.map((r) => r.x_user_id));
  // Each institution posted once in the burst, so each account should hold exactly one post, ours.
  const doubles = [...onX.values()].reduce((n, posts) => n + Math.max(0, posts.length - 1), 0);
  const strays = fake.posts.filter((post) => !ours.has(post.user_id)).length;
  const lostRows = rows.filter(
    (r) => r.status !== 'PUBLISHED' || !(onX.get(r.x_user_id) ?? []).some((post) => post.id === r.tweet_id),
  );
  const published = rows
    .filter((r) => r.status === 'PUBLISHED' && r.published_at)
    .sort((a, b) => a.published_at!.getTime() - b.published_at!.getTime());
  const first100 = published.slice(0, 100).map((r) => r.published_at!.getTime() - r.received_at.getTime());
  const gaps = published.slice(1).map((r, i) => r.published_at!.getTime() - published[i]!.published_at!.getTime());
  const byCapture = [...published].sort((a, b) => a.captured_at.getTime() - b.captured_at.getTime());
  const captureRank = new Map(byCapture.map((r, i) => [r.post_id, i]));
  const displacement = published.map((r, i) => Math.abs(i - captureRank.get(r.post_id)!));
  const last = published.at(-1)?.published_at?.getTime();
  const span = published.length > 1 ? last! - published[0]!.published_at!.getTime() : NaN;
  const received = rows.map((r) => r.received_at.getTime());
  const requests = (name: string) => fake.counts[name] ?? 0;
  // How often the queue's rows were written, against the four writes a post needs at least
  // (claim, media ids, PUBLISHING, PUBLISHED): the cost of waiting for a pace slot.
  const { rows: stats } = await sql<{ updates: string; commits: string }>`select
      (select n_tup_upd from pg_stat_user_tables where relname = 'x_publications') as updates,
      (select xact_commit from pg_stat_database where datname = current_database()) as commits`.execute(db);
  return {
    posts: rows.length,
    published: published.length,
    statuses: Object.fromEntries(
      [...new Set(rows.map((r) => r.status))].map((s) => [s, rows.filter((r) => r.status === s).length]),
    ),
    lastPublishedSeconds: last ? seconds(last - burstStart) : null,
    intakeSeconds: received.length ? seconds(Math.max(...received) - burstStart) : null,
    doubles,
    lost: lostRows.length,
    lostExamples: lostRows.slice(0, 5).map((r) => ({ post: r.post_id, status: r.status, last_error: r.last_error })),
    postsOnX: fake.posts.length,
    strays,
    answers429: fake.answers429,
    answers429AfterFirst: Math.max(0, fake.answers429 - 1),
    attemptsOverOne: rows.filter((r) => r.attempts > 1).length,
    refreshes: Object.values(fake.refreshes).reduce((n, k) => n + k, 0),
    queueRowUpdates: Number(stats[0]!.updates),
    databaseCommits: Number(stats[0]!.commits),
    requests: {
      tweets: requests('POST /2/tweets'),
      mediaInitialize: requests('POST /2/media/upload/initialize'),
      mediaAppend: requests('POST /2/media/upload/:id/append'),
      mediaFinalize: requests('POST /2/media/upload/:id/finalize'),
      ownPosts: requests('GET /2/users/:id/tweets'),
    },
    first100: {
      count: first100.length,
      medianSeconds: seconds(median(first100)),
      p95Seconds: seconds(percentile(first100, 95)),
      maxSeconds: seconds(Math.max(...first100)),
    },
    pace: {
      perMinute: Math.round(((published.length - 1) / span) * 60_000 * 10) / 10,
      gapMinMs: gaps.length ? Math.min(...gaps) : null,
      gapMedianMs: gaps.length ? Math.round(median(gaps)) : null,
      gapMaxMs: gaps.length ? Math.max(...gaps) : null,
    },
    order: {
      maxDisplacement: displacement.length ? Math.max(...displacement) : null,
      outOfPlaceOver10: displacement.filter((d) => d > 10).length,
      /** Where the ten posts captured first came out (0 = published first). */
      firstCapturedPublishedAs: byCapture.slice(0, 10).map((r) => published.indexOf(r)),
    },
  };
}
export type BurstFigures = Awaited<ReturnType<typeof burstFigures>>;
