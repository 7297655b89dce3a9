/**
 * A post rejected after the supervisors' review on /audit, in the weekly report's data and in
 * `npm run stats:rebuild` (docs/spec-notes.md, 'Rejected posts in the counts'), on Thursday
 * 2026-11-19 at 12:00 IST with breakfast closed. A Mysuru hostel's on-time lunch of last Tuesday,
 * lunch of this Monday and breakfast of today are rejected; its Monday breakfast is kept. /audit's
 * shares lose the two of this week, today's breakfast reads Not Posted, and the district says how many
 * posts were rejected this week (2) and last week (1), in English and Kannada; the week's report
 * grid shows Monday's lunch and today's breakfast not posted and leaves them out of the X share; the
 * roll-ups rebuilt from scratch equal those the review kept on write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REVIEW_TEXTS } from '@common/site/audit-review-texts.ts';
import { istInstant } from '@common/schedule.ts';
import { capitalizeWords } from '@common/names.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { escapeHtml } from '@server/lib/html.ts';
import { weekData } from '@server/modules/reports/report-data.ts';
import { rebuildRollups } from '@server/modules/stats/rollups.repository.ts';
import { makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { seedPhoto, seedPost } from '../support/stat-posts.ts';
import { postIdOf, rejectPost } from '../support/review-posts.ts';
import { demoWardenInstitution } from '../support/posting.ts';

const TODAY = '2026-11-19';
const MONDAY = '2026-11-16';
const LAST_WEEK = '2026-11-10';
const clock = new FakeClock(istInstant(TODAY, 12 * 60).getTime());
let t: TestApp;
let org: { id: number; district_id: number; en_name: string };

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
/** A share card's '{on_time} of {due} meals on time', as numbers. */
const share = (body: string, label: string) => {
  const m = new RegExp(`<dt>${label}</dt>\\s*<dd>\\s*<span[^>]*>[^<]*</span>\\s*(\\d+) of (\\d+) meals on time`).exec(
    body,
  );
  expect(m, label).not.toBeNull();
  return { on_time: Number(m![1]), due: Number(m![2]) };
};
/** The hostel's row in its district's table. */
const rowOf = (body: string) =>
  body.split('<tr>').find((r) => r.includes(`<th scope="row">${escapeHtml(capitalizeWords(org.en_name))}<span`))!;
const districtRow = async () =>
  (await weekData(t.app.ctx, '2026-W47')).districts.find((d) => d.districtId === org.district_id)!;
const mondayRollup = () =>
  t.app.ctx.db
    .selectFrom('stat_district_daily')
    .select((eb) => eb.fn.sum<number>('on_time').as('on_time'))
    .where('district_id', '=', org.district_id)
    .where('day', '=', MONDAY)
    .executeTakeFirstOrThrow();

let before: {
  week: { on_time: number; due: number };
  today: { on_time: number; due: number };
  cells: string[];
  x: number;
  monday: number;
};

beforeAll(async () => {
  t = await makeTestApp({ clock });
  const row = await demoWardenInstitution(t.app.ctx.db);
  org = row;
  await seedPhoto(t, clock, row.warden);
  await seedPost(t, org.id, row.warden, LAST_WEEK, 'LUNCH', 'POSTED_ON_TIME', 12 * 60);
  await seedPost(t, org.id, row.warden, MONDAY, 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  await seedPost(t, org.id, row.warden, MONDAY, 'LUNCH', 'POSTED_ON_TIME', 12 * 60);
  await seedPost(t, org.id, row.warden, TODAY, 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  const body = await page(`/audit?district=${org.district_id}`);
  const report = await districtRow();
  before = {
    week: share(body, 'This week'),
    today: share(body, 'Today'),
    cells: report.grid!.find((r) => r.id === org.id)!.cells,
    x: report.x.posts,
    monday: Number((await mondayRollup()).on_time),
  };
  expect(rowOf(body)).toContain('class="st onTime"');
  const admin = (await signIn(t, 'admin@example.org')).access_token;
  for (const [day, meal] of [
    [LAST_WEEK, 'LUNCH'],
    [MONDAY, 'LUNCH'],
    [TODAY, 'BREAKFAST'],
  ])
    await rejectPost(t, admin, await postIdOf(t, org.id, day!, meal!));
});
afterAll(() => t?.close());

describe('a rejected post on /audit, in the weekly report and in the rebuilt roll-ups', () => {
  it("takes this week's two out of the district's shares and shows today's breakfast Not Posted", async () => {
    const body = await page(`/audit?district=${org.district_id}`);
    expect(share(body, 'This week')).toEqual({ on_time: before.week.on_time - 2, due: before.week.due });
    expect(share(body, 'Today')).toEqual({ on_time: before.today.on_time - 1, due: before.today.due });
    const cells = rowOf(body).split('<td>').slice(1);
    expect(cells[0]).toContain('class="st notPosted"');
    expect(cells[0]).not.toContain('class="x"');
  });

  it('says how many posts were rejected this week and last week, on the district page and in the league', async () => {
    const en = AUDIT_REVIEW_TEXTS.en;
    const body = await page(`/audit?district=${org.district_id}`);
    expect(body).toContain(`<h2 id="rejected-title">${en.rejected}</h2>`);
    expect(body).toMatch(/<dd data-rejected="week">2<\/dd>/);
    expect(body).toMatch(/<dd data-rejected="last-week">1<\/dd>/);
    const state = await page('/audit');
    expect(state).toContain(en.rejectedColumn);
    const league = state.split('<tr>').find((r) => r.includes(`<a href="/audit?district=${org.district_id}">`))!;
    expect(league).toMatch(/<td class="num">2<\/td>\s*<\/tr>/);
    const kn = await page(`/audit?district=${org.district_id}&lang=kn`);
    expect(kn).toContain(`<h2 id="rejected-title">${AUDIT_REVIEW_TEXTS.kn.rejected}</h2>`);
    expect(kn).toContain(AUDIT_REVIEW_TEXTS.kn.rejectedLastWeek);
  });

  it("shows Monday's lunch and today's breakfast not posted in the week's report, and out of the X share", async () => {
    const report = await districtRow();
    const cells = report.grid!.find((r) => r.id === org.id)!.cells;
    expect([before.cells[0], before.cells[1], before.cells[9]]).toEqual(['onTime', 'onTime', 'onTime']);
    expect([cells[0], cells[1], cells[9]]).toEqual(['onTime', 'notPosted', 'notPosted']);
    expect(report.x.posts).toBe(before.x - 2);
  });

  it('leaves the roll-ups as a rebuild from scratch counts them', async () => {
    expect(Number((await mondayRollup()).on_time)).toBe(before.monday - 1);
    expect((await rebuildRollups(t.app.ctx.db)).changed).toBe(false);
    expect(Number((await mondayRollup()).on_time)).toBe(before.monday - 1);
  });
});
