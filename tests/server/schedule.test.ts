/**
 * The posting schedule (docs/product.md, 'Deadlines'): everyone reads it, only a SUPER_ADMIN changes
 * it, a change applies from the next day, today's meals keep their deadlines and no past post is
 * judged again; the counts follow the schedule of each day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { SCHEDULE_MSG } from '@common/schedule-schema.ts';
import { ORG_MSG } from '@common/organization-schema.ts';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, signIn, signInTotp, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';
import { SA_SECRET, caller, type Caller } from '../support/console.ts';

// Thursday 2026-11-19, 12:00 IST.
const clock = new FakeClock(istInstant('2026-11-19', 12 * 60).getTime());
let t: TestApp;
let call: Caller;
let sa: string;
let warden: string;
let orgs: { id: number }[];

const DEFAULT = [
  { meal: 'BREAKFAST', opens: '06:00', due: '09:00', late_until: '11:00' },
  { meal: 'LUNCH', opens: '11:30', due: '13:30', late_until: '15:30' },
  { meal: 'DINNER', opens: '17:30', due: '19:30', late_until: '21:30' },
];
const EARLY_LUNCH = DEFAULT.map((s) => (s.meal === 'LUNCH' ? { ...s, due: '12:30', late_until: '14:00' } : s));

async function signInBoth() {
  sa = (await signInTotp(t, clock, 'superadmin@example.org', SA_SECRET)).access_token;
  warden = (await signIn(t, 'warden@example.org')).access_token;
}
async function postLunch(orgId: number, day: string, minutes: number) {
  const photo = json(await upload(t, warden, await jpeg())).data.id;
  const res = await call('POST', 'tweet', {
    token: warden,
    payload: tweetBody(orgId, photo, { meal: 'LUNCH', captured_at: istInstant(day, minutes).toISOString() }),
  });
  expect(res.statusCode).toBe(201);
  return json(res).data as { id: number; tweet_status: string };
}
const hostel = async () =>
  json(await call('GET', 'schedule', { token: warden })).data.items.find(
    (i: { organization_type: string }) => i.organization_type === 'HOSTEL',
  );

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  await signInBoth();
  orgs = json(await call('GET', 'organization/warden', { token: warden })).data.items;
});
afterAll(() => t.close());

describe('reading the schedule', () => {
  it('shows every institution type with the slots in force today, to any signed-in user', async () => {
    const res = await call('GET', 'schedule', { token: warden });
    expect(json(res)).toMatchObject({ message: CONSOLE_MSG.scheduleReceived, data: { today: '2026-11-19' } });
    const items = json(res).data.items;
    expect(items.map((i: { organization_type: string }) => i.organization_type)).toEqual([
      'HOSTEL',
      'RESIDENTIAL_SCHOOL',
      'ASHRAM_SCHOOL',
      'OTHER',
    ]);
    for (const item of items) expect(item).toMatchObject({ slots: DEFAULT, next: null });
    expect((await call('GET', 'schedule')).statusCode).toBe(401);
  });
});

describe('changing the schedule', () => {
  it('is for a SUPER_ADMIN only', async () => {
    const admin = (await signIn(t, 'admin@example.org')).access_token;
    const dd = (await signIn(t, 'dd@example.org')).access_token;
    for (const token of [admin, dd, warden]) {
      const res = await call('PUT', 'schedule/HOSTEL', { token, payload: { slots: EARLY_LUNCH } });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(MSG.adminNoRights);
    }
    expect((await call('PUT', 'schedule/HOSTEL', { payload: { slots: EARLY_LUNCH } })).statusCode).toBe(401);
  });

  it('refuses bad times, a wrong order, a missing meal, overlapping meals and an unknown type', async () => {
    const cases: [unknown, string, string][] = [
      [DEFAULT.map((s, i) => (i === 0 ? { ...s, due: '25:00' } : s)), 'slots.0.due', SCHEDULE_MSG.time],
      [DEFAULT.map((s, i) => (i === 0 ? { ...s, opens: '09:30' } : s)), 'slots.0.due', SCHEDULE_MSG.order],
      [DEFAULT.slice(0, 2), 'slots', SCHEDULE_MSG.meals],
      [[DEFAULT[0], DEFAULT[0], DEFAULT[2]], 'slots', SCHEDULE_MSG.meals],
      [DEFAULT.map((s, i) => (i === 1 ? { ...s, opens: '10:30' } : s)), 'slots.1.opens', SCHEDULE_MSG.overlap],
    ];
    for (const [slots, field, message] of cases) {
      const res = await call('PUT', 'schedule/HOSTEL', { token: sa, payload: { slots } });
      expect(res.statusCode, JSON.stringify(slots)).toBe(422);
      expect(json(res).data.errors).toContainEqual({ field, message });
    }
    const unknown = await call('PUT', 'schedule/CAMP', { token: sa, payload: { slots: DEFAULT } });
    expect(json(unknown).data.errors).toEqual([{ field: 'organization_type', message: ORG_MSG.type }]);
  });

  it('applies from tomorrow: today keeps its deadlines, no past post is judged again', async () => {
    const yesterday = await postLunch(orgs[0]!.id, '2026-11-18', 13 * 60 + 15);
    expect(yesterday.tweet_status).toBe('POSTED_ON_TIME');
    const before = json(await call('GET', 'stat/warden-home', { token: warden })).data;

    const res = await call('PUT', 'schedule/HOSTEL', { token: sa, payload: { slots: EARLY_LUNCH } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: CONSOLE_MSG.scheduleSaved,
      data: { organization_type: 'HOSTEL', slots: DEFAULT, next: { effective_from: '2026-11-20', slots: EARLY_LUNCH } },
    });
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'schedule.changed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity_id: 'HOSTEL',
      details: { effective_from: '2026-11-20', after: EARLY_LUNCH },
    });

    // Today, 13:00 is still on time for lunch; yesterday's post and the counts are untouched.
    expect((await postLunch(orgs[0]!.id, '2026-11-19', 13 * 60)).tweet_status).toBe('POSTED_ON_TIME');
    const again = json(await call('GET', `tweet/auth/tweet/${yesterday.id}`, { token: warden })).data;
    expect(again.tweet_status).toBe('POSTED_ON_TIME');
    const after = json(await call('GET', 'stat/warden-home', { token: warden })).data;
    expect(after).toEqual({ ...before, posted_on_time: before.posted_on_time + 1 });
    const school = json(await call('GET', 'schedule', { token: warden })).data.items.find(
      (i: { organization_type: string }) => i.organization_type === 'RESIDENTIAL_SCHOOL',
    );
    expect(school.next).toBeNull();
  });

  it("tomorrow judges by the new slots, and counts that day's closed meals by them", async () => {
    clock.set(istInstant('2026-11-20', 14 * 60 + 30));
    await signInBoth();
    expect(await hostel()).toMatchObject({ effective_from: '2026-11-20', slots: EARLY_LUNCH, next: null });
    expect((await postLunch(orgs[0]!.id, '2026-11-20', 13 * 60)).tweet_status).toBe('POSTED_WITH_DELAY');
    // Two hostels: 19 whole days × 3 meals, plus breakfast and (new late-until 14:00) lunch of the
    // 20th = 118 meals due; posts in closed meals: lunch of the 18th, 19th and 20th.
    const stats = json(await call('GET', 'stat/warden-home', { token: warden })).data;
    expect(stats).toMatchObject({
      posted_on_time: 2,
      posted_with_delay: 1,
      post_not_considered: 0,
      tweets_not_posted: 118 - 3,
    });
  });

  it("saving today's slots again withdraws a pending change", async () => {
    await call('PUT', 'schedule/HOSTEL', { token: sa, payload: { slots: DEFAULT } });
    expect((await hostel()).next).toMatchObject({ effective_from: '2026-11-21', slots: DEFAULT });
    await call('PUT', 'schedule/HOSTEL', { token: sa, payload: { slots: EARLY_LUNCH } });
    expect((await hostel()).next).toBeNull();
    const rows = await t.app.ctx.db
      .selectFrom('meal_schedules')
      .select('effective_from')
      .where('organization_type', '=', 'HOSTEL')
      .where('effective_from', '>', '2026-11-20')
      .execute();
    expect(rows).toEqual([]);
  });
});
