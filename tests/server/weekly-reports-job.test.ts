/**
 * The weekly reports' job as it runs by itself (docs/spec-notes.md, 'Supervisors' views and the public audit'): with
 * a short check interval the server's own timer makes the week's reports once Monday 08:00 Asia/Kolkata has passed on
 * the fake clock, with no call from the test; and two makers of the same week at once (two server processes) make
 * each report once between them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { makeWeek } from '@server/modules/reports/reports.maker.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

const clock = new FakeClock(istInstant('2026-11-30', 7 * 60).getTime()); // Monday, 07:00
let t: TestApp;
const made = async (week: string) =>
  (
    await t.app.ctx.db
      .selectFrom('weekly_reports')
      .select('scope')
      .where('week', '=', week)
      .where('made_at', 'is not', null)
      .execute()
  ).length;

beforeAll(async () => {
  t = await makeTestApp({ clock, env: { WEEKLY_REPORTS: 'on', WEEKLY_REPORTS_CHECK_SECONDS: '0.2' } });
  await t.app.weeklyReports!.tick();
}, 120_000);
afterAll(() => t?.close());

describe('the weekly reports job', () => {
  it('makes the week on its own timer once Monday 08:00 has passed', async () => {
    const districts = (await t.app.ctx.db.selectFrom('districts').select('id').execute()).length;
    expect(await made('2026-W47')).toBe(districts + 1); // the week before, caught up at start
    // The job's own timer checks three times before 08:00 and makes nothing.
    const tick = vi.spyOn(t.app.weeklyReports!, 'tick');
    await vi.waitFor(() => expect(tick.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await tick.mock.results.at(-1)!.value;
    expect(await made('2026-W48')).toBe(0);
    clock.set(istInstant('2026-11-30', 8 * 60 + 1));
    // The timer's run makes the reports, then mails them: wait for both, then for that run to end
    // (tick() answers the run in flight), and the DD has had exactly one mail of the week.
    const mails = () => t.sent.filter((m) => m.to === 'dd@example.org' && m.subject.includes('2026-W48'));
    await vi.waitFor(
      async () => {
        expect(await made('2026-W48')).toBe(districts + 1);
        expect(mails().length).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    await t.app.weeklyReports!.tick();
    expect(mails()).toHaveLength(1);
  }, 60_000);

  it('makes each report once when two makers run the same week at once', async () => {
    const [a, b] = await Promise.all([makeWeek(t.app.ctx, '2026-W45'), makeWeek(t.app.ctx, '2026-W45')]);
    expect(a.filter((scope) => b.includes(scope))).toEqual([]);
    expect(a.length + b.length).toBe(await made('2026-W45'));
    expect(await makeWeek(t.app.ctx, '2026-W45')).toEqual([]);
  }, 60_000);
});
