/**
 * Supervisors' statistics on a data set small enough to count by hand: admin-home and
 * dd-home, the league table by district and taluk for a month and a week with its CSV, the feed's
 * filters and paging, and incomplete institutes with the fix-them flow. Wednesday 2026-11-18, 16:00
 * IST: breakfast and lunch of the day are closed, dinner is open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meal, TweetStatus } from '@common/schedule.ts';
import { MSG } from '@common/messages.ts';
import { QUERY_MSG } from '@common/console-queries.ts';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, districtId, signInAll, type Caller, type Tokens } from '../support/console.ts';
import { seedPhoto, seedPost } from '../support/stat-posts.ts';

const clock = new FakeClock(istInstant('2026-11-18', 16 * 60).getTime());
const CLOSED_IN_MONTH = 17 * 3 + 2; // 1st..17th, then breakfast and lunch of the 18th
let t: TestApp;
let call: Caller;
let tok: Tokens;
let orgA: { id: number; taluk_id: number; warden_id: number };
let orgB: number;
let counts: { all: number; mysuru: number; bidar: number };
const get = async (url: string, token: string) => json(await call('GET', url, { token }));

const post = (orgId: number, wardenId: number, day: string, meal: Meal, status: TweetStatus, minutes: number) =>
  seedPost(t, orgId, wardenId, day, meal, status, minutes);
const orgCount = async (district?: number) =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('organizations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(district !== undefined, (q) => q.where('district_id', '=', district!))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  const db = t.app.ctx.db;
  const mysuru = await districtId(t, 'Mysuru');
  const bidar = await districtId(t, 'Bidar');
  await seedPhoto(t, clock);
  orgA = (await db
    .selectFrom('organizations')
    .select(['id', 'taluk_id', 'warden_id'])
    .where('district_id', '=', mysuru)
    .where('warden_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()) as typeof orgA;
  const b = await db
    .selectFrom('organizations')
    .select(['id', 'warden_id'])
    .where('district_id', '=', bidar)
    .where('warden_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  orgB = b.id;
  await post(orgA.id, orgA.warden_id, '2026-10-31', 'LUNCH', 'POSTED_ON_TIME', 13 * 60);
  await post(orgA.id, orgA.warden_id, '2026-11-02', 'LUNCH', 'POSTED_ON_TIME', 13 * 60);
  await post(orgA.id, orgA.warden_id, '2026-11-16', 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  await post(orgA.id, orgA.warden_id, '2026-11-18', 'BREAKFAST', 'POSTED_WITH_DELAY', 10 * 60);
  await post(orgA.id, orgA.warden_id, '2026-11-18', 'DINNER', 'POSTED_ON_TIME', 15 * 60 + 50);
  await post(orgB, b.warden_id!, '2026-11-17', 'LUNCH', 'POST_NOT_CONSIDERED', 16 * 60);
  const holiday = await call('POST', `organization/${orgB}/holidays`, {
    token: tok.admin,
    payload: { from: '2026-11-10', to: '2026-11-11', reason: 'Flood closure' },
  });
  expect(holiday.statusCode).toBe(201);
  counts = { all: await orgCount(), mysuru: await orgCount(mysuru), bidar: await orgCount(bidar) };
});
afterAll(() => t.close());

describe('admin-home and dd-home', () => {
  it('counts the month statewide and for the DD, from the roll-up, with holidays counting for nothing', async () => {
    const admin = await get('stat/admin-home', tok.admin);
    expect(admin.message).toBe(MSG.statsReceived);
    expect(admin.data).toMatchObject({
      posted_on_time: 3,
      posted_with_delay: 1,
      post_not_considered: 1,
      // Closed meals less the holiday's six, less the posts in closed meals (2nd, 16th, 17th, 18th breakfast).
      tweets_not_posted: counts.all * CLOSED_IN_MONTH - 6 - 4,
      institutions: counts.all,
      month: { from: '2026-11-01', to: '2026-11-30' },
      pending_reset_approvals: 0,
    });
    expect(admin.data.active_wardens).toBeGreaterThan(30);
    await call('POST', 'reset-password/request', { payload: { email_id: 'warden@example.org' } });
    expect((await get('stat/admin-home', tok.admin)).data.pending_reset_approvals).toBe(1);
    expect((await get('stat/admin-home', tok.sa)).data.pending_reset_approvals).toBe(1);

    const dd = await get('stat/dd-home', tok.dd);
    expect(dd.data).toMatchObject({
      posted_on_time: 3,
      posted_with_delay: 1,
      post_not_considered: 0,
      tweets_not_posted: counts.mysuru * CLOSED_IN_MONTH - 3,
      institutions: counts.mysuru,
    });
    const one = await get(`stat/dd-home?taluk=${orgA.taluk_id}&institution_type=HOSTEL`, tok.dd);
    expect(one.data.posted_on_time).toBe(3);
    expect((await call('GET', 'stat/dd-home', { token: tok.helpline })).statusCode).toBe(403);
    expect((await call('GET', 'stat/admin-home')).statusCode).toBe(401);
  });
});

describe('the league table', () => {
  it('ranks districts by the on-time share of meals due; equal shares share a rank', async () => {
    const res = await get('stat/league-table?by=district&period=month&date=2026-11-05', tok.admin);
    expect(res.data).toMatchObject({
      by: 'district',
      period: 'month',
      from: '2026-11-01',
      to: '2026-11-30',
      total_items: 4,
    });
    const [first, ...rest] = res.data.items;
    const due = counts.mysuru * CLOSED_IN_MONTH + 1; // the early dinner post of the 18th is due too
    expect(first).toMatchObject({
      rank: 1,
      name: { en: 'Mysuru', kn: 'ಮೈಸೂರು' },
      institutions: counts.mysuru,
      meals_due: due,
      posted_on_time: 3,
      on_time_percentage: Math.round((3 / due) * 1000) / 10,
    });
    expect(rest.map((r: { rank: number }) => r.rank)).toEqual([2, 2, 2]);
    expect(rest.find((r: { name: { en: string } }) => r.name.en === 'Bidar')).toMatchObject({
      meals_due: counts.bidar * CLOSED_IN_MONTH - 6,
      post_not_considered: 1,
      on_time_percentage: 0,
    });
  });

  it('takes a week from Monday to Sunday, and taluks with their district', async () => {
    const week = await get('stat/league-table?by=taluk&period=week&date=2026-11-18', tok.dd);
    expect(week.data).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(week.data.items[0]).toMatchObject({
      rank: 1,
      id: orgA.taluk_id,
      district: { name: { en: 'Mysuru' } },
      posted_on_time: 2,
      posted_with_delay: 1,
    });
    const future = await get('stat/league-table?period=month&date=2027-01-10', tok.admin);
    expect(future.data.items).toEqual([]);
    const bad = await call('GET', 'stat/league-table?period=year', { token: tok.admin });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', 'stat/league-table?date=2026-02-30', { token: tok.admin })).statusCode).toBe(422);
  });

  it('cuts a week past 9999-12-31 there, and refuses year 0000 (found by the fuzzer: a bad date, and a 500)', async () => {
    const last = await get('stat/league-table?period=week&date=9999-12-31', tok.admin);
    expect(last.data).toMatchObject({ from: '9999-12-27', to: '9999-12-31', items: [] });
    for (const url of ['stat/league-table?period=week&date=0000-01-05', 'tweets/dd-home?from=0000-01-01']) {
      const res = await call('GET', url, { token: tok.admin });
      expect(res.statusCode, url).toBe(422);
      expect(json(res).data.errors[0].message, url).toBe(QUERY_MSG.date);
    }
  });

  it('downloads as CSV with Kannada names, a file name, and the same numbers', async () => {
    const res = await call('GET', 'stat/league-table/csv?by=district&period=month', { token: tok.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="league-table-district-month-2026-11-01.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Rank,District (English),District (Kannada),Institutions,Meals due,On Time,Delayed,After Deadline,Not Posted,Holiday,On-time %',
    );
    expect(lines).toHaveLength(5);
    const due = counts.mysuru * CLOSED_IN_MONTH + 1;
    expect(lines[1]).toBe(
      `1,Mysuru,ಮೈಸೂರು,${counts.mysuru},${due},3,1,0,${counts.mysuru * CLOSED_IN_MONTH - 3},0,${Math.round((3 / due) * 1000) / 10}`,
    );
    const taluks = await call('GET', 'stat/league-table/csv?by=taluk&period=week', { token: tok.dd });
    expect(taluks.body.split('\r\n')[0]).toContain('Taluk (English),Taluk (Kannada),District,');
    expect((await call('GET', 'stat/league-table/csv', { token: tok.warden })).statusCode).toBe(403);
  });
});

describe('the feed: GET tweets/dd-home', () => {
  it('shows this month by default, newest first, with status, meal, institution and date filters', async () => {
    const all = await get('tweets/dd-home', tok.dd);
    expect(all.message).toBe(MSG.tweetsReceived);
    expect(all.data).toMatchObject({
      total_items: 4,
      total_pages: 1,
      current_page: 1,
      from: '2026-11-01',
      to: '2026-11-18',
    });
    expect(all.data.items.map((i: { day: string; meal: string }) => `${i.day} ${i.meal}`)).toEqual([
      '2026-11-18 DINNER',
      '2026-11-18 BREAKFAST',
      '2026-11-16 BREAKFAST',
      '2026-11-02 LUNCH',
    ]);
    expect(all.data.items[0]).toMatchObject({
      tweet_status: 'POSTED_ON_TIME',
      organization: { id: orgA.id },
      warden: { id: orgA.warden_id, phone_number: expect.any(String) },
    });
    const oldest = await get('tweets/dd-home?sort=OLDEST&from=2026-10-01&to=2026-11-30', tok.dd);
    expect(oldest.data.items[0].day).toBe('2026-10-31');
    expect(oldest.data.total_items).toBe(5);
    expect(
      (await get('tweets/dd-home?status=POSTED_WITH_DELAY', tok.dd)).data.items.map((i: { day: string }) => i.day),
    ).toEqual(['2026-11-18']);
    expect((await get('tweets/dd-home?meal=BREAKFAST', tok.dd)).data.total_items).toBe(2);
    expect((await get('tweets/dd-home?meal=BREAKFAST&status=POSTED_ON_TIME', tok.dd)).data.total_items).toBe(1);
    expect((await get('tweets/dd-home?from=2026-11-16&to=2026-11-17', tok.dd)).data.total_items).toBe(1);
    expect((await get(`tweets/dd-home?institution=${orgA.id}&to=2026-11-10`, tok.dd)).data).toMatchObject({
      from: '2026-10-12',
      to: '2026-11-10',
      total_items: 2,
    });
    expect(
      (await get('tweets/dd-home?status=POST_NOT_CONSIDERED', tok.admin)).data.items.map(
        (i: { organization: { id: number } }) => i.organization.id,
      ),
    ).toEqual([orgB]);
  });

  it('pages 1-based and refuses a backwards or too long range', async () => {
    const p1 = (await get('tweets/dd-home?size=3', tok.admin)).data;
    const p2 = (await get('tweets/dd-home?size=3&page=2', tok.admin)).data;
    expect([p1.total_items, p1.total_pages, p1.items.length, p2.items.length, p2.current_page]).toEqual([
      5, 2, 3, 2, 2,
    ]);
    const backwards = await call('GET', 'tweets/dd-home?from=2026-11-10&to=2026-11-01', { token: tok.dd });
    expect(json(backwards).data.errors).toEqual([{ field: 'to', message: QUERY_MSG.rangeOrder }]);
    const long = await call('GET', 'tweets/dd-home?from=2026-01-01&to=2026-11-01', { token: tok.dd });
    expect(json(long).data.errors).toEqual([{ field: 'from', message: QUERY_MSG.rangeTooLong }]);
    expect((await call('GET', 'tweets/dd-home?status=LATE', { token: tok.dd })).statusCode).toBe(422);
    expect((await call('GET', 'tweets/dd-home', { token: tok.warden })).statusCode).toBe(403);
  });
});

describe('incomplete institutes', () => {
  const numbers = async (query = '') => (await get(`stat/incomplete-institutes${query}`, tok.admin)).data;

  it('counts and lists, by district and with filters; fixing an institution takes it off the lists', async () => {
    const db = t.app.ctx.db;
    const before = await numbers();
    const noWarden = await db.selectFrom('organizations').select('id').where('warden_id', 'is', null).execute();
    const noId = await db.selectFrom('organizations').select('id').where('twitter_id', 'is', null).execute();
    const noPassword = await db.selectFrom('organizations').select('id').where('twitter_secret', 'is', null).execute();
    expect(before).toMatchObject({
      total_institutions: counts.all,
      no_warden: noWarden.length,
      no_twitter_id: noId.length,
      no_twitter_password: noPassword.length,
    });
    const byDistrict = (await get('stat/incomplete-institutes/district', tok.admin)).data.items;
    expect(byDistrict.map((r: { district: { name: { en: string } } }) => r.district.name.en)).toEqual([
      'Bidar',
      'Chamarajanagar',
      'Mysuru',
      'Raichur',
    ]);
    expect(byDistrict.reduce((n: number, r: { no_warden: number }) => n + r.no_warden, 0)).toBe(noWarden.length);

    const limited = (await get('stat/incomplete-institutes/limited/list?size=50', tok.admin)).data;
    expect(limited.items.length).toBe(Math.min(10, before.incomplete));
    expect(limited.total_items).toBe(before.incomplete);
    const page = (await get('stat/incomplete-institutes/twitter-password/list?size=4&page=2', tok.admin)).data;
    expect(page).toMatchObject({
      current_page: 2,
      total_items: noPassword.length,
      total_pages: Math.ceil(noPassword.length / 4),
    });
    expect(
      page.items.every(
        (i: { has_twitter_password: boolean; missing: string[] }) =>
          !i.has_twitter_password && i.missing.includes('twitter_password'),
      ),
    ).toBe(true);
    const hostels = (await get('stat/incomplete-institutes/warden/list?institution_type=HOSTEL&size=100', tok.admin))
      .data.items;
    expect(
      hostels.every(
        (i: { organization_type: string; warden: unknown }) => i.organization_type === 'HOSTEL' && i.warden === null,
      ),
    ).toBe(true);

    // Fix one: assign a warden, an X handle and its password.
    const target = (await get('stat/incomplete-institutes/warden/list?size=1', tok.admin)).data.items[0];
    const warden = (
      await db
        .selectFrom('accounts')
        .select('id')
        .where('email_id', '=', 'warden@example.org')
        .executeTakeFirstOrThrow()
    ).id;
    await call('PATCH', `organization/assign-warden/${target.id}/${warden}`, { token: tok.admin });
    await call('PATCH', `organization/${target.id}`, {
      token: tok.admin,
      payload: { twitter_id: 'fixed_now', twitter_password: 'Fixed#X-2026' },
    });
    const after = await numbers();
    expect(after.no_warden).toBe(before.no_warden - 1);
    expect(after.incomplete).toBe(before.incomplete - 1);
    const ids = (await get('stat/incomplete-institutes/limited/list', tok.admin)).data.items.map(
      (i: { id: number }) => i.id,
    );
    expect(ids).not.toContain(target.id);

    // A disabled warden does not count as a warden.
    await call('PATCH', `admin/${warden}/disable`, { token: tok.admin, payload: { reason: 'Transferred' } });
    expect((await numbers()).no_warden).toBe(before.no_warden + 2);
  });
});
