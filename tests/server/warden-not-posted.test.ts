/**
 * The warden home's 'Not Posted' card opens a list (`GET stat/warden-home/not-posted`): one row per
 * institution, day and meal due without a post, as long as the card's number, newest first; a
 * holiday's meals and a posted meal leave it, and another warden's institutions never appear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import type { MissedMeal } from '@common/contract/answers/stats.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

// Thursday 2026-11-19, 12:00 IST: breakfast has closed today, lunch and dinner have not.
const clock = new FakeClock(istInstant('2026-11-19', 12 * 60).getTime());
let t: TestApp;
let token: string;
let orgIds: number[];

const get = async (url: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return json(res).data;
};
/** Every page of the list, read 100 rows (the largest page) at a time. */
async function list(): Promise<{ items: MissedMeal[]; total_items: number }> {
  const items: MissedMeal[] = [];
  for (let page = 1; ; page += 1) {
    const data = await get(`stat/warden-home/not-posted?size=100&page=${page}`);
    items.push(...data.items);
    if (page >= data.total_pages) return { items, total_items: data.total_items };
  }
}
const card = async () => (await get('stat/warden-home')).tweets_not_posted as number;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  await t.app.ctx.db.deleteFrom('holidays').execute();
  token = (await signIn(t, 'warden@example.org')).access_token;
  orgIds = ((await get('organization/warden')).items as { id: number }[]).map((o) => o.id);
});
afterAll(() => t.close());

describe("the warden's Not Posted list", () => {
  it('lists every meal due this month without a post, as many as the card counts, newest first', async () => {
    const { items, total_items } = await list();
    // 18 whole days and today's breakfast, per institution.
    expect(total_items).toBe(orgIds.length * (18 * 3 + 1));
    expect(total_items).toBe(await card());
    expect(items[0]).toMatchObject({ day: '2026-11-19', meal: 'BREAKFAST', late_until: '11:00' });
    expect(items.slice(orgIds.length, orgIds.length + 3).map((m) => m.meal)).toEqual(['DINNER', 'LUNCH', 'BREAKFAST']);
    expect(new Set(items.map((m) => m.organization.id))).toEqual(new Set(orgIds));
    expect(items.at(-1)!.day).toBe('2026-11-01');
  });

  it("drops a posted meal and a holiday's meals, in step with the card", async () => {
    const [org] = orgIds;
    const media = json(await upload(t, token, await jpeg())).data.id as number;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tweet',
      headers: { authorization: `Bearer ${token}` },
      payload: tweetBody(org!, media, { captured_at: istInstant('2026-11-18', 12 * 60).toISOString() }),
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.db
      .insertInto('holidays')
      .values({
        organization_id: org!,
        from_date: '2026-11-10',
        to_date: '2026-11-11',
        reason: 'Local festival',
        declared_by: null,
        declared_at: clock.now(),
      })
      .execute();
    const { items, total_items } = await list();
    expect(total_items).toBe(orgIds.length * 55 - 1 - 6);
    const mine = items.filter((m) => m.organization.id === org);
    expect(mine.some((m) => m.day === '2026-11-18' && m.meal === 'LUNCH')).toBe(false);
    expect(mine.some((m) => m.day === '2026-11-10' || m.day === '2026-11-11')).toBe(false);
    expect(total_items).toBe(await card());
  });

  it('pages, and is refused to anyone but a warden', async () => {
    const page2 = await get('stat/warden-home/not-posted?page=2&size=5');
    expect(page2.items).toHaveLength(5);
    expect(page2.current_page).toBe(2);
    const dd = (await signIn(t, 'dd@example.org')).access_token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stat/warden-home/not-posted',
      headers: { authorization: `Bearer ${dd}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
