/**
 * The charts' answers (docs/spec-notes.md, 'Supervisors' views and the public audit') on a month small enough to
 * count by hand: `stat/daily` whole, per district and per taluk, and for one meal, each summing to the same counts
 * the cards and league table show; the DD kept to their districts; and one institution's meal × day grid with posts,
 * holidays, meals not posted and meals not closed yet. Wednesday 2026-11-18, 16:00 IST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEALS, istInstant } from '@common/schedule.ts';
import { QUERY_MSG } from '@common/console-queries.ts';
import type { DailyStats, DayCounts, InstitutionDays } from '@common/contract/answers/charts.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DAY_FIELDS } from '@server/modules/stats/daily-counts.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, districtId, signInAll, type Caller, type Tokens } from '../support/console.ts';
import { seedPhoto, seedPost } from '../support/stat-posts.ts';

const clock = new FakeClock(istInstant('2026-11-18', 16 * 60).getTime());
let t: TestApp;
let call: Caller;
let tok: Tokens;
let orgA: { id: number; warden_id: number };
let orgB: { id: number; warden_id: number };
let mysuru: number;
let bidar: number;
const get = async (url: string, token: string) => json(await call('GET', url, { token }));
const FIELDS = DAY_FIELDS;
const total = (days: DayCounts[], field: (typeof FIELDS)[number]) => days.reduce((n, d) => n + d[field], 0);
const sumSeries = (answer: DailyStats) =>
  answer.series[0]!.days.map((day, i) => ({
    day: day.day,
    ...Object.fromEntries(FIELDS.map((f) => [f, answer.series.reduce((n, s) => n + s.days[i]![f], 0)])),
  }));

const withWarden = (district: number) =>
  t.app.ctx.db
    .selectFrom('organizations')
    .select(['id', 'warden_id'])
    .where('district_id', '=', district)
    .where('warden_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow() as Promise<{ id: number; warden_id: number }>;

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
  mysuru = await districtId(t, 'Mysuru');
  bidar = await districtId(t, 'Bidar');
  await seedPhoto(t, clock);
  orgA = await withWarden(mysuru);
  orgB = await withWarden(bidar);
  await seedPost(t, orgA.id, orgA.warden_id, '2026-11-02', 'LUNCH', 'POSTED_ON_TIME', 13 * 60);
  await seedPost(t, orgA.id, orgA.warden_id, '2026-11-16', 'BREAKFAST', 'POSTED_ON_TIME', 8 * 60);
  await seedPost(t, orgA.id, orgA.warden_id, '2026-11-18', 'BREAKFAST', 'POSTED_WITH_DELAY', 10 * 60);
  await seedPost(t, orgA.id, orgA.warden_id, '2026-11-18', 'DINNER', 'POSTED_ON_TIME', 15 * 60 + 50);
  await seedPost(t, orgB.id, orgB.warden_id, '2026-11-17', 'LUNCH', 'POST_NOT_CONSIDERED', 16 * 60);
  const holiday = await call('POST', `organization/${orgB.id}/holidays`, {
    token: tok.admin,
    payload: { from: '2026-11-10', to: '2026-11-11', reason: 'Flood closure' },
  });
  expect(holiday.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('stat/daily', () => {
  it("sums, day by day, to the admin home's month, and counts the holiday's meals apart", async () => {
    const [daily, home] = [await get('stat/daily', tok.admin), await get('stat/admin-home', tok.admin)];
    const answer = daily.data as DailyStats;
    expect(answer).toMatchObject({ from: '2026-11-01', to: '2026-11-18', meal: 'ALL', by: 'none' });
    expect(answer.series).toHaveLength(1);
    const days = answer.series[0]!.days;
    expect(days.map((d) => d.day)).toHaveLength(18);
    for (const field of ['posted_on_time', 'posted_with_delay', 'post_not_considered', 'tweets_not_posted'] as const)
      expect(total(days, field), field).toBe(home.data[field]);
    expect(days.find((d) => d.day === '2026-11-10')!.holiday).toBe(3);
    expect(total(days, 'holiday')).toBe(6);
    const today = days.at(-1)!;
    // Breakfast and lunch are closed at 16:00; the early dinner post is due too.
    expect(today.meals_due).toBe(home.data.institutions * 2 + 1);
    expect(today).toMatchObject({ posted_on_time: 1, posted_with_delay: 1 });
  });

  it('per district and per meal, the parts add up to the whole', async () => {
    const whole = (await get('stat/daily?from=2026-11-09&to=2026-11-18', tok.admin)).data as DailyStats;
    const byDistrict = (await get('stat/daily?from=2026-11-09&to=2026-11-18&by=district', tok.admin))
      .data as DailyStats;
    expect(byDistrict.series.length).toBeGreaterThan(1);
    expect(sumSeries(byDistrict)).toEqual(whole.series[0]!.days);
    const bidarSeries = byDistrict.series.find((s) => s.id === bidar)!;
    expect(bidarSeries.name).toEqual({ en: 'Bidar', kn: expect.any(String) });
    expect(bidarSeries.days.find((d) => d.day === '2026-11-17')!.post_not_considered).toBe(1);

    const meals: DailyStats[] = [];
    for (const meal of MEALS)
      meals.push((await get(`stat/daily?from=2026-11-09&to=2026-11-18&meal=${meal}`, tok.admin)).data as DailyStats);
    const summed = whole.series[0]!.days.map((day, i) => ({
      day: day.day,
      ...Object.fromEntries(FIELDS.map((f) => [f, meals.reduce((n, m) => n + m.series[0]!.days[i]![f], 0)])),
    }));
    expect(summed).toEqual(whole.series[0]!.days);
    const lunch = meals[1]!.series[0]!.days;
    expect(lunch.find((d) => d.day === '2026-11-10')!.holiday).toBe(1);
    expect(lunch.find((d) => d.day === '2026-11-18')!.posted_with_delay).toBe(0);
  });

  it("keeps a DD to their districts, per taluk, and refuses bad ranges with the feed's messages", async () => {
    const dd = (await get('stat/daily?by=taluk', tok.dd)).data as DailyStats;
    expect(dd.series.length).toBeGreaterThan(1);
    const taluks = await t.app.ctx.db.selectFrom('taluks').select(['id', 'district_id']).execute();
    const districtOf = new Map(taluks.map((x) => [x.id, x.district_id]));
    expect(new Set(dd.series.map((s) => districtOf.get(s.id)))).toEqual(new Set([mysuru]));
    const ddWhole = (await get('stat/dd-home', tok.dd)).data;
    expect(sumSeries(dd).reduce((n, d) => n + (d as DayCounts).posted_on_time, 0)).toBe(ddWhole.posted_on_time);

    expect((await call('GET', `stat/daily?district=${bidar}`, { token: tok.dd })).statusCode).toBe(404);
    expect((await call('GET', 'stat/daily', { token: tok.helpline })).statusCode).toBe(403);
    expect((await call('GET', 'stat/daily', { token: tok.warden })).statusCode).toBe(403);
    const backwards = await get('stat/daily?from=2026-11-10&to=2026-11-01', tok.admin);
    expect(backwards.status_code).toBe(422);
    expect(JSON.stringify(backwards.data)).toContain(QUERY_MSG.rangeOrder);
    const long = await get('stat/daily?from=2026-01-01&to=2026-11-01', tok.admin);
    expect(JSON.stringify(long.data)).toContain(QUERY_MSG.rangeTooLong);
    expect((await call('GET', 'stat/daily?meal=BRUNCH', { token: tok.admin })).statusCode).toBe(422);
  });
});

describe('stat/institution/{id}/days', () => {
  it("shows each meal's post, or why there is none, for the last 30 days", async () => {
    const a = (await get(`stat/institution/${orgA.id}/days`, tok.dd)).data as InstitutionDays;
    expect(a).toMatchObject({ institution: { id: orgA.id }, from: '2026-10-20', to: '2026-11-18' });
    expect(a.days).toHaveLength(30);
    const on = (days: InstitutionDays, day: string) =>
      days.days.find((d) => d.day === day)!.meals.map((m) => [m.meal, m.state, m.tweet_id !== null]);
    expect(on(a, '2026-11-18')).toEqual([
      ['BREAKFAST', 'POSTED_WITH_DELAY', true],
      ['LUNCH', 'NOT_POSTED', false],
      ['DINNER', 'POSTED_ON_TIME', true],
    ]);
    expect(on(a, '2026-11-16')[0]).toEqual(['BREAKFAST', 'POSTED_ON_TIME', true]);

    const b = (await get(`stat/institution/${orgB.id}/days?days=10`, tok.helpline)).data as InstitutionDays;
    expect(b.days.map((d) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-11-${String(9 + i).padStart(2, '0')}`),
    );
    expect(on(b, '2026-11-10').map((m) => m[1])).toEqual(['HOLIDAY', 'HOLIDAY', 'HOLIDAY']);
    expect(on(b, '2026-11-18').map((m) => m[1])).toEqual(['NOT_POSTED', 'NOT_POSTED', 'NOT_YET']);
    expect(on(b, '2026-11-17')[1]).toEqual(['LUNCH', 'POST_NOT_CONSIDERED', true]);
  });

  it('answers 404 outside the caller’s reach and 422 for a bad number of days', async () => {
    expect((await call('GET', `stat/institution/${orgB.id}/days`, { token: tok.dd })).statusCode).toBe(404);
    expect((await call('GET', 'stat/institution/999999/days', { token: tok.admin })).statusCode).toBe(404);
    const few = await get(`stat/institution/${orgA.id}/days?days=3`, tok.admin);
    expect(few.status_code).toBe(422);
    expect(JSON.stringify(few.data)).toContain(QUERY_MSG.days);
  });
});
