/**
 * `GET organization/warden` carries each institution's day: the three meals with the times of the
 * schedule in force, and the post made for each. The home's checklist and the composer's "already
 * posted" meals read it, so it must follow a new post at once and never show another day's posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import type { WardenInstitution } from '@common/contract/answers/institutions.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

// Thursday 2026-11-19, 12:00 IST: breakfast and lunch have opened, dinner has not.
const clock = new FakeClock(istInstant('2026-11-19', 12 * 60).getTime());
let t: TestApp;
let token: string;

const institutions = async (bearer = token) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/warden',
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(res.statusCode).toBe(200);
  return json(res).data.items as WardenInstitution[];
};

beforeAll(async () => {
  t = await makeTestApp({ clock });
  await t.app.ctx.db.deleteFrom('stat_daily').execute();
  await t.app.ctx.db.deleteFrom('posts').execute();
  token = (await signIn(t, 'warden@example.org')).access_token;
});
afterAll(() => t.close());

describe("organization/warden: today's meals", () => {
  it('lists the three meals of the day with their schedule times and no post yet', async () => {
    const [first] = await institutions();
    expect(first!.today.day).toBe('2026-11-19');
    expect(first!.today.meals.map((m) => m.meal)).toEqual(['BREAKFAST', 'LUNCH', 'DINNER']);
    const lunch = first!.today.meals[1]!;
    expect(lunch).toEqual({ meal: 'LUNCH', opens: '11:30', due: '13:30', late_until: '15:30', post: null });
  });

  it("shows a post on its meal of its institution only, with the server's verdict", async () => {
    const [first, second] = await institutions();
    const media = json(await upload(t, token, await jpeg())).data.id as number;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tweet',
      headers: { authorization: `Bearer ${token}` },
      payload: tweetBody(first!.id, media, { captured_at: clock.now().toISOString() }),
    });
    expect(res.statusCode).toBe(201);
    const id = json(res).data.id as number;
    const [after, otherAfter] = await institutions();
    expect(after!.today.meals.find((m) => m.meal === 'LUNCH')!.post).toEqual({ id, status: 'POSTED_ON_TIME' });
    expect(after!.today.meals.filter((m) => m.post !== null)).toHaveLength(1);
    if (second) expect(otherAfter!.today.meals.every((m) => m.post === null)).toBe(true);
  });

  it("starts the next day empty: yesterday's post stays in yesterday", async () => {
    clock.set(istInstant('2026-11-20', 7 * 60));
    token = (await signIn(t, 'warden@example.org')).access_token;
    const [first] = await institutions();
    expect(first!.today.day).toBe('2026-11-20');
    expect(first!.today.meals.every((m) => m.post === null)).toBe(true);
  });
});
