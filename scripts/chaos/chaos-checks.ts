/**
 * The database side of the chaos checks (chaos.ts), read with SQL while the server is down (on
 * PGlite from a copy of its folder, so the server still does its own recovery): no post names a
 * missing media row, every media row's files are there and whole, the daily roll-up matches the
 * posts, every post is queued for X; and against what the clients were told, every accepted post,
 * upload and holiday is there exactly once. At the end, every post is on X exactly once.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import type { FakeXState } from '../fake-x/fake-x-server.ts';
import type { Ledger } from './chaos-clients.ts';
import { MAX_RENDITION_ATTEMPTS } from '../../server/modules/media/media.repository.ts';
import { fileProblem } from './chaos-files.ts';

export interface Findings {
  lost: string[];
  doubled: string[];
  inconsistent: string[];
  /** Paths the media rows name, so an unnamed file under a temporary name can be told apart. */
  named: Set<string>;
}

const rows = async <T>(db: Kysely<DB>, query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;

export async function checkDatabase(db: Kysely<DB>, dataDir: string, ledger: Ledger): Promise<Findings> {
  const f: Findings = { lost: [], doubled: [], inconsistent: [], named: new Set() };
  for (const r of await rows<{ id: number; media: number }>(
    db,
    sql`select p.id, x.m as media from posts p
      cross join lateral (values (p.image_1), (p.image_2), (p.image_3), (p.image_4)) x(m)
      left join media m on m.id = x.m where x.m is not null and m.id is null`,
  ))
    f.inconsistent.push(`post ${r.id} names missing media row ${r.media}`);

  const media = await rows<{ id: number; high: string; low: string | null; key: string | null }>(
    db,
    sql`select id, high_res_path as high, low_res_path as low, idempotency_key as key from media`,
  );
  const keys = new Map<string, number>();
  for (const m of media) {
    for (const rel of [m.high, m.low]) {
      if (!rel) continue;
      f.named.add(rel);
      const problem = fileProblem(dataDir, rel);
      if (problem) f.inconsistent.push(`media ${m.id}: ${problem}`);
    }
    if (m.key) keys.set(m.key, (keys.get(m.key) ?? 0) + 1);
  }
  for (const [key, told] of ledger.uploads) {
    const n = keys.get(key) ?? 0;
    if (told.accepted && n === 0) f.lost.push(`upload ${key}`);
    if (n > 1) f.doubled.push(`upload ${key} ×${n}`);
  }

  const posts = new Map<string, number>();
  for (const r of await rows<{ client_id: string; n: string }>(
    db,
    sql`select client_id, count(*) as n from posts group by client_id`,
  ))
    posts.set(r.client_id, Number(r.n));
  for (const [clientId, told] of ledger.posts) {
    const n = posts.get(clientId) ?? 0;
    if (told.accepted && n === 0) f.lost.push(`post ${clientId}`);
    if (n > 1) f.doubled.push(`post ${clientId} ×${n}`);
  }

  const holidays = new Map<string, number>();
  for (const r of await rows<{ org: number; day: string; n: string }>(
    db,
    sql`select organization_id as org, from_date::text as day, count(*) as n from holidays
      where revoked_at is null group by 1, 2`,
  ))
    holidays.set(`${r.org}/${r.day}`, Number(r.n));
  for (const h of ledger.holidays) {
    const n = holidays.get(`${h.org}/${h.from}`) ?? 0;
    if (h.accepted && n === 0) f.lost.push(`holiday ${h.org}/${h.from}`);
    if (n > 1) f.doubled.push(`holiday ${h.org}/${h.from} ×${n}`);
  }

  for (const r of await rows<{ org: number; day: string }>(
    db,
    sql`select coalesce(s.organization_id, p.organization_id) as org, coalesce(s.day, p.day)::text as day
      from stat_daily s full join (select organization_id, day,
          count(*) filter (where status = 'POSTED_ON_TIME') as a,
          count(*) filter (where status = 'POSTED_WITH_DELAY') as b,
          count(*) filter (where status = 'POST_NOT_CONSIDERED') as c
        from posts group by 1, 2) p on p.organization_id = s.organization_id and p.day = s.day
      where coalesce(s.on_time, 0) <> coalesce(p.a, 0) or coalesce(s.delayed, 0) <> coalesce(p.b, 0)
        or coalesce(s.after_deadline, 0) <> coalesce(p.c, 0)`,
  ))
    f.inconsistent.push(`stat_daily of institution ${r.org} on ${r.day} does not match its posts`);
  for (const r of await rows<{ id: number }>(
    db,
    sql`select p.id from posts p left join x_publications x on x.post_id = p.id where x.post_id is null`,
  ))
    f.inconsistent.push(`post ${r.id} is not queued for X`);
  return f;
}

/**
 * At the end: every post published, once, under the tweet id we hold; nothing on X twice; no photo
 * still waiting for its rendition. Answers the photos the queue gave up: claimed three times
 * (rendition_attempts), here each cut short by a kill, which the queue cannot tell from a photo
 * that kills its process; reported apart.
 */
export async function checkFinal(db: Kysely<DB>, x: FakeXState, f: Findings): Promise<number[]> {
  const given: number[] = [];
  for (const r of await rows<{ id: number; attempts: number }>(
    db,
    sql`select id, rendition_attempts as attempts from media
      where low_res_path is null and current_ext = 'jpg' and media_type = 'image'`,
  )) {
    if (r.attempts >= MAX_RENDITION_ATTEMPTS) given.push(r.id);
    else f.inconsistent.push(`photo ${r.id} still has no rendition after ${r.attempts} attempts`);
  }
  const ours = await rows<{ id: number; status: string; tweet_id: string | null; user: string; error: string | null }>(
    db,
    sql`select p.id, xp.status, xp.tweet_id, xa.x_user_id as user, xp.last_error as error from posts p
      join x_publications xp on xp.post_id = p.id join x_accounts xa on xa.organization_id = p.organization_id`,
  );
  const onX = new Map(x.posts.map((post) => [post.id, post]));
  const perUser = new Map<string, number>();
  for (const post of x.posts) perUser.set(post.user_id, (perUser.get(post.user_id) ?? 0) + 1);
  const oursPerUser = new Map<string, number>();
  for (const r of ours) {
    oursPerUser.set(r.user, (oursPerUser.get(r.user) ?? 0) + 1);
    if (r.status !== 'PUBLISHED')
      f.inconsistent.push(`post ${r.id} is ${r.status} on its way to X (${r.error ?? 'no error'})`);
    else if (!r.tweet_id || onX.get(r.tweet_id)?.user_id !== r.user) f.lost.push(`post ${r.id} on X`);
  }
  for (const [user, n] of perUser)
    if (n > (oursPerUser.get(user) ?? 0)) f.doubled.push(`X account ${user}: ${n} posts for ${oursPerUser.get(user)}`);
  return given;
}
