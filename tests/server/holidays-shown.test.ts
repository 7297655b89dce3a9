/**
 * Holidays on every surface (docs/spec-notes.md, holidays): a warden declares today a holiday
 * after posting breakfast, and an admin records Monday of the same week. Then the composer's list
 * says today is a holiday, and every count and list treats those days' meals as Holiday, never as
 * Not Posted: the posts made before show as on holiday in the feed and the warden's lists, the
 * warden's month counts and Not Posted list, the charts' days, the league table,
 * /audit's institution row and the weekly report's grid and ten most missed. On Wednesday
 * 2026-11-18 at 16:00 IST (breakfast and lunch closed, dinner open).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { weekData } from '@server/modules/reports/report-data.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, signInAll, type Caller, type Tokens } from '../support/console.ts';
import { seedPhoto, seedPost } from '../support/stat-posts.ts';
import { demoWardenInstitution } from '../support/posting.ts';

const TODAY = '2026-11-18';
const MONDAY = '2026-11-16';
const clock = new FakeClock(istInstant(TODAY, 16 * 60).getTime());
let t: TestApp;
let call: Caller;
let tok: Tokens;
let org: Awaited<ReturnType<typeof demoWardenInstitution>>;

const data = async (path: string, token: string) => {
  const res = await call('GET', path, { token });
  expect(res.statusCode, path).toBe(200);
  return json(res).data;
};
type Day = { day: string; posted_on_time: number; tweets_not_posted: number; holiday: number; meals_due: number };
const dayOf = async (day: string): Promise<Day> =>
  (await data(`stat/daily?from=${MONDAY}&to=${TODAY}`, tok.dd)).series[0].days.find((d: Day) => d.day === day);
const taluk = async () =>
  (await data('stat/league-table?by=taluk&period=week', tok.dd)).items.find(
    (r: { id: number }) => r.id === org.taluk_id,
  );
const auditRow = async () => {
  const body = (await t.app.inject({ method: 'GET', url: `/audit?district=${org.district_id}` })).body;
  return body.split('<tr>').find((r) => r.includes(`<th scope="row">`) && r.toLowerCase().includes(org.en_name))!;
};

type Counts = { holiday: number; tweets_not_posted: number; meals_due: number };
let before: { monday: Day; today: Day; league: Counts; warden: Counts };

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  org = await demoWardenInstitution(t.app.ctx.db);
  const { warden } = org;
  await seedPhoto(t, clock, warden);
  await seedPost(t, org.id, warden, MONDAY, 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  await seedPost(t, org.id, warden, TODAY, 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  before = {
    monday: await dayOf(MONDAY),
    today: await dayOf(TODAY),
    league: await taluk(),
    warden: await data('stat/warden-home', tok.warden),
  };
  const declare = (token: string, from: string, reason: string) =>
    call('POST', `organization/${org.id}/holidays`, { token, payload: { from, to: from, reason } });
  expect((await declare(tok.warden, TODAY, 'Water supply cut')).statusCode).toBe(201);
  expect((await declare(tok.warden, MONDAY, 'Too late for a warden')).statusCode).toBe(422);
  expect((await declare(tok.admin, MONDAY, 'Kitchen repairs')).statusCode).toBe(201);
});
afterAll(() => t?.close());

describe('a holiday on every surface', () => {
  it("tells the composer and the warden's list that today is a holiday", async () => {
    const mine = (await data('organization/warden', tok.warden)).items.find((o: { id: number }) => o.id === org.id);
    expect(mine.holidays).toMatchObject({ is_holidays: true, holiday: { from: TODAY, reason: 'Water supply cut' } });
    const listed = (await data(`organization/${org.id}/holidays`, tok.warden)).items;
    expect(listed.map((h: { from: string }) => h.from).sort()).toEqual([MONDAY, TODAY]);
    const rows = (await data(`holidays?organization=${org.id}&status=ALL`, tok.admin)).items;
    expect(rows.map((h: { can_revoke: boolean; from: string }) => [h.from, h.can_revoke])).toEqual([
      [TODAY, true],
      [MONDAY, false],
    ]);
  });

  it('marks the posts made before their day became a holiday, in the feed and the lists', async () => {
    type Post = { id: number; day: string; organization: { id: number }; on_holiday: boolean };
    const ours = (items: Post[]) =>
      items.filter((p) => p.organization.id === org.id).map((p) => [p.day, p.on_holiday] as const);
    const feed = await data(`tweets/dd-home?from=${MONDAY}&to=${TODAY}&size=100`, tok.dd);
    expect(ours(feed.items)).toEqual(
      expect.arrayContaining([
        [TODAY, true],
        [MONDAY, true],
      ]),
    );
    const mine = await data('tweet/warden?size=100', tok.warden);
    expect(ours(mine.items)).toEqual(
      expect.arrayContaining([
        [TODAY, true],
        [MONDAY, true],
      ]),
    );
    expect(mine.items.filter((p: Post) => p.on_holiday).length).toBe(2);
    const one = mine.items.find((p: Post) => p.day === TODAY && p.organization.id === org.id);
    expect((await data(`tweet/auth/tweet/${one.id}`, tok.warden)).on_holiday).toBe(true);
  });

  it("keeps the holidays' meals out of the warden's Not Posted count and list", async () => {
    const after = await data('stat/warden-home', tok.warden);
    // Monday's lunch and dinner and today's lunch were Not Posted; now they are not due.
    expect(before.warden.tweets_not_posted - after.tweets_not_posted).toBe(3);
    const list = await data('stat/warden-home/not-posted?size=100', tok.warden);
    const days = list.items.filter((m: { organization: { id: number } }) => m.organization.id === org.id);
    expect(days.map((m: { day: string }) => m.day)).not.toContain(TODAY);
    expect(days.map((m: { day: string }) => m.day)).not.toContain(MONDAY);
  });

  it('counts them as Holiday in the charts, never as Not Posted', async () => {
    const monday = await dayOf(MONDAY);
    expect(monday.holiday - before.monday.holiday).toBe(3);
    expect(before.monday.tweets_not_posted - monday.tweets_not_posted).toBe(2);
    expect(before.monday.posted_on_time - monday.posted_on_time).toBe(1);
    const today = await dayOf(TODAY);
    expect(today.holiday - before.today.holiday).toBe(2); // breakfast and lunch have closed
    expect(before.today.tweets_not_posted - today.tweets_not_posted).toBe(1);
  });

  it('shows the holiday meals in the league table and leaves them out of the share', async () => {
    const after = await taluk();
    expect(after.holiday - before.league.holiday).toBe(5);
    expect(before.league.tweets_not_posted - after.tweets_not_posted).toBe(3);
    expect(before.league.meals_due - after.meals_due).toBe(5);
  });

  it("shows each of today's meals as Holiday on /audit", async () => {
    const row = await auditRow();
    expect(row.match(/class="st holiday"><b aria-hidden="true">◇<\/b><span>Holiday</g)).toHaveLength(3);
    expect(row).not.toContain('Not Posted');
  });

  it("shows both days as Holiday in the weekly report's grid and leaves them out of its ten most missed", async () => {
    const week = await weekData(t.app.ctx, '2026-W47');
    const district = week.districts.find((d) => d.districtId === org.district_id)!;
    const row = district.grid!.find((r) => r.id === org.id)!;
    expect(row.cells.slice(0, 3)).toEqual(['holiday', 'holiday', 'holiday']); // Monday
    expect(row.cells.slice(6, 9)).toEqual(['holiday', 'holiday', 'holiday']); // Wednesday
    // The ten most missed count each row's Not Posted cells, which the holiday cells are not.
    for (const top of district.top) {
      const of = district.grid!.find((r) => r.name.en === top.name.en)!;
      expect(top.notPosted).toBe(of.cells.filter((c) => c === 'notPosted').length);
    }
  });
});
