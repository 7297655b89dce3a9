/**
 * The supervisors' charts (docs/spec-notes.md, 'Supervisors' views and the public audit') in Chromium on the demo
 * data: the DD home draws this month's stacked bars, the week against last week and the taluk heat map; the meal
 * filter redraws them from `stat/daily`; each chart swaps to a table with the server's numbers; the Kannada switch
 * translates them; the admin home ranks the districts; an institution's last 30 days show as a meal × day grid from
 * the admin's institutions table and on the helpline's institution page. Screenshots at phone and desktop size, and
 * axe on each chart screen. The DD's charts and the admin's ranking lead to lists, so their pictures are groups of
 * links (supervisor-day.test.ts follows them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { istDate } from '@common/schedule.ts';
import type { DailyStats } from '@common/contract/answers/charts.ts';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { DESKTOP, expectAccessible, switchLanguageMenu } from './support/a11y-page.ts';
import { apiGet } from './support/compose.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
const shots = 'test-results/screenshots';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(account: keyof typeof DEMO, size: object): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...size, baseURL: server.url });
  const page = await context.newPage();
  await signInAs(page, server, DEMO[account]);
  return { context, page };
}

const daily = (page: Page, query: string) => apiGet<DailyStats>(page, `stat/daily?${query}`);

describe('DD home', () => {
  it('draws the month, the weeks and the taluks; filters by meal; shows tables; speaks Kannada', async () => {
    const { context, page } = await open('dd', DESKTOP);
    const month = page.getByRole('group', { name: 'Meals of this month, day by day' });
    await month.waitFor();
    await page.getByRole('group', { name: 'This week against last week' }).waitFor();
    await page.getByRole('group', { name: 'On-time share by taluk and day' }).waitFor();
    await page.getByRole('heading', { name: 'This month at a glance' }).scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${shots}/e2e-charts-dd-desktop.png`, fullPage: true });
    await expectAccessible(page, 'en', '/dd charts');

    const today = istDate(Date.now());
    const all = await daily(page, `from=${today.slice(0, 8)}01&to=${today}`);
    const todays = all.series[0]!.days.at(-1)!;
    const section = page.getByRole('region', { name: 'Meals of this month, day by day' });
    await section.getByRole('button', { name: 'Show as a table' }).click();
    const row = section.getByRole('row', { name: new RegExp(`^${today}`) });
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(expect.arrayContaining([String(todays.posted_on_time), String(todays.tweets_not_posted)]));
    await expectAccessible(page, 'en', '/dd month table');
    await section.getByRole('button', { name: 'Show as a chart' }).click();

    await page.getByLabel('Meal', { exact: true }).selectOption('LUNCH');
    const lunch = await daily(page, `from=${today.slice(0, 8)}01&to=${today}&meal=LUNCH`);
    const onTime = lunch.series[0]!.days.reduce((n, d) => n + d.posted_on_time, 0);
    const due = lunch.series[0]!.days.reduce((n, d) => n + d.meals_due, 0);
    await section.getByText(`${onTime} of ${due} meals due posted on time`).waitFor();

    await switchLanguageMenu(page, 'kn');
    await page.getByRole('heading', { name: 'ಈ ತಿಂಗಳ ಒಂದು ನೋಟ' }).waitFor();
    await page.getByRole('group', { name: 'ತಾಲ್ಲೂಕು ಮತ್ತು ದಿನದ ಪ್ರಕಾರ ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಪಾಲು' }).waitFor();
    await page.getByRole('heading', { name: 'ಈ ತಿಂಗಳ ಒಂದು ನೋಟ' }).scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${shots}/e2e-charts-dd-kn-desktop.png`, fullPage: true });
    await expectAccessible(page, 'kn', '/dd charts');
    await switchLanguageMenu(page, 'en');
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await open('dd', PHONE);
    await page.getByRole('group', { name: 'On-time share by taluk and day' }).waitFor();
    const widths = await page
      .locator('svg[role=group]')
      .evaluateAll((svgs) =>
        svgs.map((svg) => [svg.getBoundingClientRect().right, document.documentElement.clientWidth]),
      );
    for (const [right, viewport] of widths) expect(right).toBeLessThanOrEqual(viewport!);
    await screenshot(page, { path: `${shots}/e2e-charts-dd-phone.png`, fullPage: true });
    await context.close();
  });
});

describe('admin home and an institution', () => {
  it('ranks the districts, and opens an institution’s last 30 days from the table', async () => {
    const { context, page } = await open('admin', DESKTOP);
    const ranking = page.getByRole('group', { name: 'Districts ranked by on-time share this month' });
    await ranking.waitFor();
    const league = await apiGet<{ items: unknown[] }>(page, 'stat/league-table?by=district&period=month');
    expect(league.items.length).toBeGreaterThan(1);
    // A name and a share per district.
    expect(await ranking.locator('text').count()).toBe(league.items.length * 2);
    await page.getByRole('heading', { name: 'This month at a glance' }).scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${shots}/e2e-charts-admin-desktop.png`, fullPage: true });
    await expectAccessible(page, 'en', '/admin charts');

    await page.goto('/admin/institutions');
    await page
      .getByRole('button', { name: /^The last 30 days of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const grid = dialog.getByRole('region', { name: 'The last 30 days' });
    await grid.getByRole('table').waitFor();
    expect(await grid.getByRole('row').count()).toBe(4);
    expect(await grid.getByRole('columnheader').count()).toBe(31);
    await screenshot(page, { path: `${shots}/e2e-charts-institution-grid-desktop.png` });
    await expectAccessible(page, 'en', '/admin/institutions last 30 days');
    await context.close();
  });

  it('shows the grid on the helpline’s institution page, on a phone', async () => {
    const { context, page } = await open('helpline', PHONE);
    await page.getByLabel('Search').fill('hunsur');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('region', { name: 'Institutions' }).getByRole('link').first().click();
    const grid = page.getByRole('region', { name: 'The last 30 days' });
    await grid.getByRole('table').waitFor();
    const cells = await grid.getByRole('cell').allTextContents();
    expect(cells.length).toBe(90);
    expect(cells.some((c) => /On Time|Delayed|After Deadline|Not Posted|Holiday/.test(c))).toBe(true);
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${shots}/e2e-charts-helpline-grid-phone.png` });
    await context.close();
  });
});
