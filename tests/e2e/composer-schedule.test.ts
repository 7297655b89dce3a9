/**
 * The composer's deadlines are the ones the server judges by (docs/spec-notes.md, 'Decisions where the spec is
 * silent', 'Add-tweet deadlines'): a super admin edits the hostels' lunch through the API, and the warden's composer
 * shows the edited due time for a hostel (and the old one for a residential school) on the day the change holds, from
 * the phone's copy when offline. A change applies from the server's tomorrow; to get there honestly the server runs
 * on a test clock (ServerOverrides.clock) that the test moves, and nothing is written behind its back. The browser
 * keeps the real time throughout, since the page judges its own token by it: the warden signs in, the server is put
 * back a day ('yesterday evening') for the super admin's edit and the phone's fetch of that evening's answer, whose
 * `next` the phone must use today with no network; then the server is back on today, where its own rows hold the
 * edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Schedule, SlotView } from '@common/contract/answers/reference';
import { addDays, istDate } from '@common/schedule';
import { openPhone } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInWarden, WARDEN } from './support/warden-sign-in.ts';
import { superAdminApi } from './support/super-admin-api.ts';
import { say, switchLanguageMenu, type Lang } from './support/a11y-page.ts';
import { screenshot } from './support/screenshots.ts';

const shots = 'test-results/screenshots';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The server's clock: `shift` ms from the real one. */
const clock = { shift: 0, now: () => new Date(Date.now() + clock.shift) };
const DEFAULT: SlotView[] = [
  { meal: 'BREAKFAST', opens: '06:00', due: '09:00', late_until: '11:00' },
  { meal: 'LUNCH', opens: '11:30', due: '13:30', late_until: '15:30' },
  { meal: 'DINNER', opens: '17:30', due: '19:30', late_until: '21:30' },
];
const lunchDue = (due: string, late: string) =>
  DEFAULT.map((s) => (s.meal === 'LUNCH' ? { ...s, due, late_until: late } : s));
const today = istDate(Date.now());

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

/** Opens (or reloads) the composer; online, answers the `GET schedule` it asked for. */
async function openComposer(how: 'goto' | 'reload', online = true): Promise<Schedule | null> {
  const answer = online
    ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/schedule' && r.request().method() === 'GET')
    : null;
  await (how === 'goto' ? page.goto('/dashboard/add-tweet') : page.reload());
  await page
    .getByRole('radio', { name: /Hostel/ })
    .first()
    .waitFor();
  return answer ? ((await (await answer).json()) as { data: Schedule }).data : null;
}

const hostel = () => page.getByRole('radio', { name: /Hostel, Hunsur/i });
const school = () => page.getByRole('radio', { name: /Residential School/i });

/** Waits until the card of `meal` shows `time` as its due time, in `lang`. */
async function showsDue(meal: 'BREAKFAST' | 'LUNCH', time: string, lang: Lang = 'en'): Promise<void> {
  const card = page.locator('label', { hasText: say(lang, `compose.meal.${meal}`) });
  await card.getByText(say(lang, 'compose.meal.due', { time }), { exact: true }).waitFor();
}

const dueTimesShown = () => page.getByText(/^by \d\d:\d\d$/).count();

beforeAll(async () => {
  server = await startServer({}, { clock, seedPosts: false });
  ({ browser, context, page, pageErrors } = await openPhone(server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('composer deadlines follow the served schedule', () => {
  it("uses yesterday evening's change today, from the phone's copy with no network", async () => {
    await signInWarden(page, server, server.url);

    clock.shift = -DAY_MS;
    const superAdmin = await superAdminApi(server, clock.now().getTime());
    const saved = await superAdmin.editSchedule('HOSTEL', lunchDue('14:05', '16:00'));
    expect(saved).toMatchObject({ slots: DEFAULT, next: { effective_from: today, slots: lunchDue('14:05', '16:00') } });
    await superAdmin.assignFirstOfType('RESIDENTIAL_SCHOOL', WARDEN);

    const evening = await openComposer('goto');
    expect(evening?.today).toBe(addDays(today, -1));
    // Two types among the warden's institutions: no due time until one is chosen.
    expect(await dueTimesShown()).toBe(0);
    await screenshot(page.getByRole('group', { name: 'Meal' }), {
      path: `${shots}/e2e-composer-schedule-unchosen.png`,
    });
    await school().check();
    await showsDue('LUNCH', '13:30');
    await hostel().check();
    await showsDue('LUNCH', '14:05');
    await showsDue('BREAKFAST', '09:00');
    await screenshot(page, { path: `${shots}/e2e-composer-schedule-en.png`, fullPage: true });

    await context.setOffline(true);
    await openComposer('reload', false);
    await page.getByText(say('en', 'compose.offlineList')).waitFor();
    await hostel().check();
    await showsDue('LUNCH', '14:05');
    await school().check();
    await showsDue('LUNCH', '13:30');
    await hostel().check();
    await switchLanguageMenu(page, 'kn');
    await showsDue('LUNCH', '14:05', 'kn');
    await screenshot(page, { path: `${shots}/e2e-composer-schedule-offline-kn.png`, fullPage: true });
    await switchLanguageMenu(page, 'en');
    await context.setOffline(false);
  });

  it('shows the edit once the server holds it, and not a change pending for tomorrow', async () => {
    clock.shift = 0;
    const superAdmin = await superAdminApi(server, clock.now().getTime());
    const pending = await superAdmin.editSchedule('HOSTEL', lunchDue('14:20', '16:00'));
    expect(pending).toMatchObject({
      slots: lunchDue('14:05', '16:00'),
      next: { effective_from: addDays(today, 1), slots: lunchDue('14:20', '16:00') },
    });

    const answer = await openComposer('reload');
    expect(answer?.today).toBe(today);
    await hostel().check();
    await showsDue('LUNCH', '14:05');
    expect(await page.getByText('by 14:20').count()).toBe(0);
    await screenshot(page, { path: `${shots}/e2e-composer-schedule-online-en.png`, fullPage: true });

    await context.setOffline(true);
    await openComposer('reload', false);
    await switchLanguageMenu(page, 'kn');
    await hostel().check();
    await showsDue('LUNCH', '14:05', 'kn');
    expect(await page.getByText(say('kn', 'compose.meal.due', { time: '14:20' })).count()).toBe(0);
    await screenshot(page, { path: `${shots}/e2e-composer-schedule-offline-kn-2.png`, fullPage: true });
    await switchLanguageMenu(page, 'en');
    await context.setOffline(false);
    expect(pageErrors).toEqual([]);
  });
});
