/**
 * State scale: with 5,000 institutions, a month of daily roll-ups (85,000 rows) and
 * 150,000 posts, the supervisors' statistics, league table, incomplete lists and feed still answer
 * quickly, because they read the roll-up and indexed ranges, never every post. The bounds are loose
 * (a slow CI machine passes); they catch a query that scans or loops per institution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, signInAll, type Caller, type Tokens } from '../support/console.ts';
import { seedPhoto } from '../support/stat-posts.ts';

const clock = new FakeClock(istInstant('2026-11-18', 16 * 60).getTime());
const BOUND_MS = 3000;
let t: TestApp;
let call: Caller;
let tok: Tokens;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  const db = t.app.ctx.db;
  await sql`with tk as (select array_agg(id order by id) as ids, count(*)::int as n from taluks)
    insert into organizations (en_name, kn_name, district_id, taluk_id, organization_type, hostel_type, warden_id, twitter_id)
    select 'scale institution ' || g, 'ಸಂಸ್ಥೆ ' || g, t.district_id, t.id, 'HOSTEL', 'PRE_MATRIC_BOYS', case when g % 9 = 0 then null else 4 end, case when g % 7 = 0 then null else 'x' || g end
    from tk cross join generate_series(1, 5000) g join taluks t on t.id = tk.ids[1 + g % tk.n]`.execute(db);
  await sql`insert into stat_daily (organization_id, day, on_time, delayed, after_deadline)
    select o.id, d::date, 2, 1, 0 from organizations o cross join generate_series('2026-11-01'::date, '2026-11-17'::date, interval '1 day') d`.execute(
    db,
  );
  await seedPhoto(t, clock, 4);
  await sql`insert into posts (client_id, organization_id, district_id, warden_id, meal, day, content, image_1, status, captured_at, received_at, judged_at)
    select gen_random_uuid(), o.id, o.district_id, 4, m.meal, d::date, 'menu', (select min(id) from media), 'POSTED_ON_TIME', d + interval '3 hours', d + interval '3 hours', d + interval '3 hours'
    from (select id, district_id from organizations order by id limit 5000) o
    cross join generate_series('2026-11-08'::date, '2026-11-17'::date, interval '1 day') d
    cross join (values ('BREAKFAST'), ('LUNCH'), ('DINNER')) m(meal)`.execute(db);
  await sql`analyze`.execute(db);
}, 240_000);
afterAll(() => t.close());

async function timed(url: string, token: string) {
  const started = performance.now();
  const res = await call('GET', url, { token });
  const ms = performance.now() - started;
  expect(res.statusCode, url).toBe(200);
  return { ms, data: url.includes('/csv') ? res.body : json(res).data };
}

describe('at state scale', () => {
  it('answers the statistics, the league table, incomplete institutes and the feed within bounds', async () => {
    const urls = [
      ['stat/admin-home', tok.admin],
      ['stat/dd-home', tok.dd],
      ['stat/league-table?by=taluk&period=month', tok.admin],
      ['stat/league-table/csv?by=district', tok.admin],
      ['stat/incomplete-institutes', tok.admin],
      ['stat/incomplete-institutes/warden/list?page=20', tok.admin],
      ['tweets/dd-home', tok.admin],
      ['tweets/dd-home?meal=LUNCH&page=50', tok.admin],
      ['tweets/dd-home?status=POSTED_ON_TIME', tok.dd],
      ['organization?search=scale%20institution%20499', tok.admin],
    ] as const;
    const timings: Record<string, number> = {};
    for (const [url, token] of urls) {
      await timed(url, token); // warm the plan cache once
      timings[url] = Math.round((await timed(url, token)).ms);
    }
    console.info('state-scale timings (ms)', timings);
    for (const [url, ms] of Object.entries(timings)) expect(ms, url).toBeLessThan(BOUND_MS);
    const home = (await timed('stat/admin-home', tok.admin)).data;
    expect(home.institutions).toBeGreaterThan(5000);
    expect(home.posted_on_time).toBeGreaterThanOrEqual(5000 * 17 * 2);
    const feed = (await timed('tweets/dd-home?meal=LUNCH', tok.admin)).data;
    expect(feed.total_items).toBe(50_000);
  });
});
