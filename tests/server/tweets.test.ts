import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { istInstant, istDate } from '@common/schedule.ts';
import { TWEET_MSG } from '@common/tweet-schema.ts';
import { MSG } from '@common/messages.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

// Thursday 2026-11-19, 12:00 IST.
const clock = new FakeClock(istInstant('2026-11-19', 12 * 60).getTime());
let t: TestApp;
let token: string;
let orgs: { id: number }[];
let otherOrg: number;

/** Moves the clock and signs in again: access tokens last an hour. */
async function setClock(at: Date) {
  clock.set(at);
  token = (await signIn(t, 'warden@example.org')).access_token;
}

const post = (body: object, bearer = token) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tweet', headers: { authorization: `Bearer ${bearer}` }, payload: body });
const photo = async (bearer = token) => json(await upload(t, bearer, await jpeg())).data.id as number;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  // Clear the demo seed's posts so each test controls the days it uses.
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  token = (await signIn(t, 'warden@example.org')).access_token;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/warden',
    headers: { authorization: `Bearer ${token}` },
  });
  orgs = json(res).data.items;
  const w2 = await t.app.ctx.db
    .selectFrom('organizations')
    .innerJoin('accounts', 'accounts.id', 'organizations.warden_id')
    .select('organizations.id')
    .where('accounts.email_id', '=', 'warden2@example.org')
    .executeTakeFirstOrThrow();
  otherOrg = w2.id;
});
afterAll(() => t.close());

describe('POST tweet: judging by the Submit time', () => {
  const cases: [string, number, string][] = [
    ['at the minute the meal opens', 11 * 60 + 30, 'POSTED_ON_TIME'],
    ['exactly at the due time', 13 * 60 + 30, 'POSTED_ON_TIME'],
    ['a minute after the due time', 13 * 60 + 31, 'POSTED_WITH_DELAY'],
    ['at the late-until time', 15 * 60 + 30, 'POSTED_WITH_DELAY'],
    ['after late-until, the same day', 15 * 60 + 31, 'POST_NOT_CONSIDERED'],
  ];
  cases.forEach(([name, minutes, status], i) => {
    it(`lunch submitted ${name} is ${status}`, async () => {
      const day = `2026-11-${String(10 + i).padStart(2, '0')}`;
      // The phone was offline: the server gets it at 23:00 the same day.
      await setClock(istInstant(day, 23 * 60));
      const res = await post(
        tweetBody(orgs[0]!.id, await photo(), { captured_at: istInstant(day, minutes).toISOString() }),
      );
      expect(res.statusCode).toBe(201);
      expect(json(res).message).toBe(MSG.entityCreated);
      expect(json(res).data).toMatchObject({ tweet_status: status, meal: 'LUNCH', day, clock_suspect: false });
    });
  });

  it('refuses lunch submitted before it opens, naming the opening time, and stores nothing', async () => {
    const day = '2026-11-16';
    await setClock(istInstant(day, 23 * 60));
    const before = await t.app.ctx.db.selectFrom('posts').select('id').execute();
    // A lunch photo taken at 04:04 is not a photo of lunch; nor is one a minute before 11:30.
    for (const minutes of [4 * 60 + 4, 11 * 60 + 29]) {
      const res = await post(
        tweetBody(orgs[0]!.id, await photo(), { captured_at: istInstant(day, minutes).toISOString() }),
      );
      expect(res.statusCode).toBe(422);
      const refusal = 'This meal opens at 11:30. It cannot be posted before then.';
      expect(json(res)).toMatchObject({
        status: false,
        message: refusal,
        data: { errors: [{ field: 'meal', message: refusal }] },
      });
    }
    expect(await t.app.ctx.db.selectFrom('posts').select('id').execute()).toEqual(before);
  });

  it('refuses a post whose phone clock is not believed when it arrives before its meal opens', async () => {
    // The phone says 13:00 but the server gets it at 09:00: judged by the receipt, before lunch opens.
    await setClock(istInstant('2026-11-17', 9 * 60));
    const res = await post(
      tweetBody(orgs[0]!.id, await photo(), { captured_at: istInstant('2026-11-17', 13 * 60).toISOString() }),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe('This meal opens at 11:30. It cannot be posted before then.');
  });

  it('flags a phone clock more than 72 h behind and judges by the receipt time', async () => {
    await setClock(istInstant('2026-11-19', 14 * 60));
    const res = await post(
      tweetBody(orgs[1]!.id, await photo(), { captured_at: istInstant('2026-11-15', 13 * 60).toISOString() }),
    );
    expect(json(res).data).toMatchObject({ tweet_status: 'POSTED_WITH_DELAY', day: '2026-11-19', clock_suspect: true });
    const row = await t.app.ctx.db
      .selectFrom('posts')
      .select(['captured_at', 'received_at'])
      .where('id', '=', json(res).data.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.captured_at).toISOString()).toBe(istInstant('2026-11-15', 13 * 60).toISOString());
    expect(new Date(row.received_at).toISOString()).toBe(istInstant('2026-11-19', 14 * 60).toISOString());
  });
});

describe('POST tweet: one post, once', () => {
  it('makes one post from parallel copies of the same client_id and answers the first result', async () => {
    await setClock(istInstant('2026-11-19', 18 * 60));
    const body = tweetBody(orgs[0]!.id, await photo(), { meal: 'DINNER', captured_at: clock.now().toISOString() });
    const results = await Promise.all([1, 2, 3, 4].map(() => post(body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => json(r).data.id)).size).toBe(1);
    const count = await t.app.ctx.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id', '=', body.client_id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a second post for the same institution, day and meal with 409', async () => {
    const res = await post(
      tweetBody(orgs[0]!.id, await photo(), { meal: 'DINNER', captured_at: clock.now().toISOString() }),
    );
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(TWEET_MSG.duplicateMeal);
  });

  it('refuses posting on a holiday with 409', async () => {
    const declare = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organization/${orgs[1]!.id}/holidays`,
      headers: { authorization: `Bearer ${token}` },
      payload: { from: '2026-11-19', to: '2026-11-20', reason: 'Local festival' },
    });
    expect(declare.statusCode).toBe(201);
    const res = await post(
      tweetBody(orgs[1]!.id, await photo(), { meal: 'DINNER', captured_at: clock.now().toISOString() }),
    );
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(TWEET_MSG.onHoliday);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organization/warden',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(list).data.items.find((o: { id: number }) => o.id === orgs[1]!.id).holidays.is_holidays).toBe(true);
  });

  it("answers 404 for another warden's institution and another warden's post", async () => {
    const res = await post(tweetBody(otherOrg, await photo()));
    expect(res.statusCode).toBe(404);
    const mine = await t.app.ctx.db.selectFrom('posts').select('id').limit(1).executeTakeFirstOrThrow();
    const w2 = (await signIn(t, 'warden2@example.org')).access_token;
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tweet/auth/tweet/${mine.id}`,
      headers: { authorization: `Bearer ${w2}` },
    });
    expect(peek.statusCode).toBe(404);
  });

  it("refuses bad input with the spec messages, and photos that are not the warden's", async () => {
    const bad = await post({
      organization_id: orgs[0]!.id,
      content: '   ',
      meal: 'LUNCH',
      client_id: crypto.randomUUID(),
      captured_at: clock.now().toISOString(),
    });
    expect(bad.statusCode).toBe(422);
    const messages = json(bad).data.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining([TWEET_MSG.invalidDescription, TWEET_MSG.fileRequired]));
    const w2 = (await signIn(t, 'warden2@example.org')).access_token;
    const foreign = await photo(w2);
    const res = await post(
      tweetBody(orgs[0]!.id, foreign, {
        meal: 'BREAKFAST',
        captured_at: istInstant('2026-11-19', 8 * 60).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(422);
  });
});

describe('reading posts and counts', () => {
  it("lists the warden's posts with the contract read shape, filtered by status", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tweet/warden?page=1&size=3',
      headers: { authorization: `Bearer ${token}` },
    });
    const data = json(res).data;
    expect(json(res).message).toBe(MSG.tweetsReceived);
    expect(data).toMatchObject({ total_items: 7, total_pages: 3, current_page: 1 });
    const item = data.items[0];
    expect(item).toMatchObject({
      organization: { name: { en: expect.any(String) } },
      district: { name: { en: 'Mysuru' } },
      taluk: { name: { en: expect.any(String) } },
    });
    expect(item.images.image_1).toMatchObject({
      name: { original: expect.any(String) },
      extension: { current: 'jpg' },
      size: { current: expect.any(Number) },
    });
    expect(item.image[0].image_url.full.high_res).toMatch(/^\/media\//);
    const late = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tweet/warden?status=POST_NOT_CONSIDERED',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(late).data.items.every((i: { tweet_status: string }) => i.tweet_status === 'POST_NOT_CONSIDERED')).toBe(
      true,
    );
    expect(json(late).data.total_items).toBe(1);
  });

  it('counts this month in Asia/Kolkata: posted by status, and closed meals with no post as not posted', async () => {
    await setClock(istInstant('2026-11-19', 16 * 60)); // breakfast and lunch of the 19th are closed
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stat/warden-home',
      headers: { authorization: `Bearer ${token}` },
    });
    const stats = json(res).data;
    expect(json(res).message).toBe(MSG.statsReceived);
    // On time: lunch on the 10th and 11th, dinner on the 19th; delayed: the 12th and 13th (the
    // suspect-clock post on the 19th is in the hostel on holiday, so it counts for nothing).
    expect(stats).toMatchObject({ posted_on_time: 3, posted_with_delay: 2, post_not_considered: 1 });
    // Two hostels, 1st..18th: 18 days × 3 meals each = 108; the 19th: 2 closed meals each = 4; the
    // second hostel is on holiday on the 19th (its 2 closed meals and its delayed post do not count).
    // 112 - 2 (holiday) = 110 expected; posts in closed slots: 5 (10th..14th, first hostel).
    expect(stats.tweets_not_posted).toBe(110 - 5);
    expect(istDate(clock.now())).toBe('2026-11-19');
  });
});
