/**
 * A post rejected after the supervisors' review counts as Not Posted (docs/spec-notes.md, 'Rejected
 * posts in the counts'), on Thursday 2026-11-19 at 12:00 IST with breakfast closed: two on-time posts
 * of a Mysuru hostel, Monday's lunch and today's breakfast, are rejected by an admin, and every count
 * that saw them as posted on time now sees two meals not posted: the warden's month and Not Posted
 * list, the DD's and the admin's month, the league table, the charts' days and the institution's
 * grid, the warden's day, and the feed's status filters (status ALL still lists them, with their review).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, signInAll, type Caller, type Tokens } from '../support/console.ts';
import { seedPhoto, seedPost } from '../support/stat-posts.ts';
import { postIdOf, rejectPost } from '../support/review-posts.ts';
import { demoWardenInstitution } from '../support/posting.ts';

const TODAY = '2026-11-19';
const MONDAY = '2026-11-16';
const clock = new FakeClock(istInstant(TODAY, 12 * 60).getTime());
let t: TestApp;
let call: Caller;
let tok: Tokens;
let org: { id: number; taluk_id: number };
let rejected: number[];

const data = async (path: string, token: string) => {
  const res = await call('GET', path, { token });
  expect(res.statusCode, path).toBe(200);
  return json(res).data;
};
type Month = { posted_on_time: number; tweets_not_posted: number };
const month = async (path: string, token: string): Promise<Month> => {
  const { posted_on_time, tweets_not_posted } = await data(path, token);
  return { posted_on_time, tweets_not_posted };
};
const feed = (status: string, meal = 'ALL') =>
  data(`tweets/dd-home?from=${MONDAY}&to=${TODAY}&status=${status}&meal=${meal}&size=100`, tok.dd);
const ids = (page: { items: { id: number }[] }) => page.items.map((p) => p.id);

/** Every surface's numbers, read the same way before and after the rejection. */
async function surfaces() {
  const missed = await data('stat/warden-home/not-posted?size=100', tok.warden);
  const monday = (await data(`stat/daily?from=${MONDAY}&to=${TODAY}`, tok.dd)).series[0].days[0];
  const lunch = (await data(`stat/daily?from=${MONDAY}&to=${TODAY}&meal=LUNCH`, tok.dd)).series[0].days[0];
  const taluk = (await data('stat/league-table?by=taluk&period=week', tok.dd)).items.find(
    (r: { id: number }) => r.id === org.taluk_id,
  );
  return {
    warden: await month('stat/warden-home', tok.warden),
    dd: await month('stat/dd-home', tok.dd),
    admin: await month('stat/admin-home', tok.admin),
    league: { posted_on_time: taluk.posted_on_time, tweets_not_posted: taluk.tweets_not_posted },
    monday: { posted_on_time: monday.posted_on_time, tweets_not_posted: monday.tweets_not_posted },
    mondayLunch: { posted_on_time: lunch.posted_on_time, tweets_not_posted: lunch.tweets_not_posted },
    missed: missed.total_items as number,
    missedKeys: (missed.items as { organization: { id: number }; day: string; meal: string }[])
      .filter((m) => m.organization.id === org.id)
      .map((m) => `${m.day} ${m.meal}`),
  };
}
let before: Awaited<ReturnType<typeof surfaces>>;
let feedBefore: { onTime: number[]; onTimeTotal: number; allTotal: number };

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  const row = await demoWardenInstitution(t.app.ctx.db);
  org = row;
  await seedPhoto(t, clock, row.warden);
  await seedPost(t, org.id, row.warden, MONDAY, 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  await seedPost(t, org.id, row.warden, MONDAY, 'LUNCH', 'POSTED_ON_TIME', 12 * 60);
  await seedPost(t, org.id, row.warden, TODAY, 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  rejected = [await postIdOf(t, org.id, MONDAY, 'LUNCH'), await postIdOf(t, org.id, TODAY, 'BREAKFAST')];
  before = await surfaces();
  const [onTime, all] = [await feed('POSTED_ON_TIME'), await feed('ALL')];
  feedBefore = { onTime: ids(onTime), onTimeTotal: onTime.total_items, allTotal: all.total_items };
  for (const id of rejected) expect((await rejectPost(t, tok.admin, id)).review?.state).toBe('REJECTED');
});
afterAll(() => t?.close());

describe('a post rejected after review', () => {
  it('counts as Not Posted in the month of the warden, the DD and the admin, and in the league table', async () => {
    const after = await surfaces();
    const moved = (m: Month) => ({ posted_on_time: m.posted_on_time - 2, tweets_not_posted: m.tweets_not_posted + 2 });
    expect(before.warden.posted_on_time).toBeGreaterThanOrEqual(3);
    expect(after.warden).toEqual(moved(before.warden));
    expect(after.dd).toEqual(moved(before.dd));
    expect(after.admin).toEqual(moved(before.admin));
    expect(after.league).toEqual(moved(before.league));
  });

  it("counts as Not Posted in the charts' days, for all meals and for its own meal", async () => {
    const after = await surfaces();
    const moved = (m: Month) => ({ posted_on_time: m.posted_on_time - 1, tweets_not_posted: m.tweets_not_posted + 1 });
    expect(after.monday).toEqual(moved(before.monday));
    expect(after.mondayLunch).toEqual(moved(before.mondayLunch));
  });

  it("puts its meal back on the warden's Not Posted list, as long as the card says", async () => {
    const after = await surfaces();
    expect(before.missedKeys).not.toContain(`${MONDAY} LUNCH`);
    expect(before.missedKeys).not.toContain(`${TODAY} BREAKFAST`);
    expect(after.missedKeys).toEqual(expect.arrayContaining([`${MONDAY} LUNCH`, `${TODAY} BREAKFAST`]));
    expect(after.missed).toBe(before.missed + 2);
    expect(after.missed).toBe(after.warden.tweets_not_posted);
  });

  it("reads Not Posted in the institution's grid and the warden's day, still holding its meal", async () => {
    const grid = await data(`stat/institution/${org.id}/days?days=7`, tok.dd);
    const cell = (day: string, meal: string) =>
      grid.days.find((d: { day: string }) => d.day === day).meals.find((m: { meal: string }) => m.meal === meal);
    expect(cell(MONDAY, 'LUNCH')).toEqual({ meal: 'LUNCH', state: 'NOT_POSTED', tweet_id: rejected[0] });
    expect(cell(MONDAY, 'BREAKFAST').state).toBe('POSTED_ON_TIME');
    const mine = (await data('organization/warden', tok.warden)).items.find((o: { id: number }) => o.id === org.id);
    const breakfast = mine.today.meals.find((m: { meal: string }) => m.meal === 'BREAKFAST');
    expect(breakfast.post).toEqual({ id: rejected[1], status: 'NOT_POSTED' });
  });

  it("leaves the feed's status filters, and stays in ALL with its review; the totals agree with the pages", async () => {
    expect(feedBefore.onTime).toEqual(expect.arrayContaining(rejected));
    const onTime = await feed('POSTED_ON_TIME');
    expect(ids(onTime).some((id) => rejected.includes(id))).toBe(false);
    expect(onTime.total_items).toBe(feedBefore.onTimeTotal - 2);
    expect(onTime.total_items).toBe(onTime.items.length);
    const all = await feed('ALL');
    expect(all.total_items).toBe(feedBefore.allTotal);
    expect(all.total_items).toBe(all.items.length);
    const shown = all.items.filter((p: { id: number }) => rejected.includes(p.id));
    expect(shown.map((p: { review: { state: string } }) => p.review.state)).toEqual(['REJECTED', 'REJECTED']);
    const lunch = await feed('POSTED_ON_TIME', 'LUNCH');
    expect(ids(lunch)).not.toContain(rejected[0]);
    expect(lunch.total_items).toBe(lunch.items.length);
  });
});
