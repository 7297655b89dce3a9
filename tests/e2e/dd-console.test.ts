/**
 * The DD console and the helpline look-up in Chromium against the demo seed: dd@example.org
 * (Mysuru) signs in with an emailed code, sees who is late on `/dd`, filters the feed (the filters
 * survive a reload), revokes a holiday warden@example.org declared for a Mysuru hostel in the
 * set-up, and downloads the month's league table CSV; helpline@example.org looks up 'hunsur' and
 * opens an institution. Screenshots of each page at desktop (1280×800) and phone (390×844) size.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { istDate, addDays } from '@common/schedule.ts';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO, signInAs, type DemoAccount } from './support/sign-in-as.ts';
import { SHOTS, shootDeskAndPhone } from './support/console-pages.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
let desk: Page;
const DESKTOP = { viewport: { width: 1280, height: 800 }, acceptDownloads: true };

async function apiCall<T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object): Promise<T> {
  const res = await server.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as { data: T };
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return body.data;
}

/** warden@example.org declares a two-day holiday for the first of their Mysuru hostels. */
async function declareHoliday(): Promise<string> {
  const since = Date.now() - 1000;
  const login = await apiCall<{ admin_id: number; access_token: string }>('POST', 'admin/login', null, {
    email_id: 'warden@example.org',
    password: 'Demo@2025',
  });
  const otp = await server.codeFor('warden@example.org', since);
  const done = await apiCall<{ access_token: string }>('POST', 'admin/validate/email', login.access_token, {
    admin_id: login.admin_id,
    otp,
  });
  const orgs = await apiCall<{ items: { id: number; name: { en: string } }[] }>(
    'GET',
    'organization/warden',
    done.access_token,
  );
  const org = orgs.items[0]!;
  const today = istDate(Date.now());
  await apiCall('POST', `organization/${org.id}/holidays`, done.access_token, {
    from: today,
    to: addDays(today, 1),
    reason: 'Declared by mistake (test)',
  });
  return org.name.en;
}

/** Signed in through the real screens, the welcome toast dismissed. */
async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await signInAs(page, server, account);
  await page.getByRole('button', { name: 'Dismiss' }).click();
}

let holidayOrg = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  holidayOrg = await declareHoliday();
  const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
  desk = await context.newPage();
  await signIn(desk, DEMO.dd);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('DD console', () => {
  it('shows the district this month and who is late', async () => {
    await desk.getByText('District: Mysuru').waitFor();
    const cards = desk.getByRole('region', { name: 'Your district this month' });
    await expect.poll(() => cards.getByRole('link', { name: /Posted On Time/ }).textContent()).toMatch(/^\d+/);
    const week = desk.getByRole('article', { name: 'Weakest taluks this week' });
    await expect.poll(() => week.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => week.textContent()).toMatch(/\d+\.\d%/);
    await desk.getByRole('article', { name: 'Late today' }).getByRole('link', { name: "Open today's posts" }).waitFor();
    await expect
      .poll(() => desk.getByRole('article', { name: 'Incomplete institutes' }).textContent())
      .toMatch(/\d+ incomplete/);
    await shootDeskAndPhone(desk, 'dd-home');
  });

  it('filters the feed and keeps the filters across a reload', async () => {
    await desk
      .getByRole('navigation', { name: 'District console sections' })
      .getByRole('link', { name: 'Feed' })
      .click();
    await desk.waitForURL('**/dd/feed');
    const table = desk.getByRole('table', { name: 'Feed' });
    await expect.poll(() => table.getByRole('cell').count()).toBeGreaterThan(0);
    await desk.getByLabel('Status').selectOption({ label: 'Delayed' });
    await desk.getByLabel('Meal').selectOption('LUNCH');
    await desk.waitForURL(/status=POSTED_WITH_DELAY/);
    await desk.waitForURL(/meal=LUNCH/);
    await expect
      .poll(
        async () =>
          (await table.getByText('Lunch', { exact: true }).count()) > 0 &&
          (await table.getByText('Dinner', { exact: true }).count()) === 0,
      )
      .toBe(true);
    await desk.reload();
    await expect.poll(() => desk.getByLabel('Status').inputValue()).toBe('POSTED_WITH_DELAY');
    expect(await desk.getByLabel('Meal').inputValue()).toBe('LUNCH');
    await expect.poll(() => table.locator('[data-status]').count()).toBeGreaterThan(0);
    const statuses = await table
      .locator('[data-status]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['POSTED_WITH_DELAY']));
    // Oldest first: the order goes into the URL and the server answers in that order.
    const [oldest] = await Promise.all([
      desk.waitForResponse((r) => r.url().includes('/api/v1/tweets/dd-home') && r.url().includes('sort=OLDEST')),
      desk.getByLabel('Order').selectOption('OLDEST'),
    ]);
    await desk.waitForURL(/sort=OLDEST/);
    const times = ((await oldest.json()) as { data: { items: { captured_at: string }[] } }).data.items.map((i) =>
      Date.parse(i.captured_at),
    );
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    await shootDeskAndPhone(desk, 'dd-feed');
    await table
      .getByRole('link', { name: /View the post of/ })
      .first()
      .click();
    await desk.getByRole('heading', { name: 'Tweets Details' }).waitFor();
    await desk.getByText('Submitted at').first().waitFor();
    await shootDeskAndPhone(desk, 'dd-post');
    await desk.goto('/dd/after-deadline');
    await expect
      .poll(() => desk.getByRole('table', { name: 'Posted After Deadline' }).locator('[data-status]').count())
      .toBeGreaterThan(0);
    await shootDeskAndPhone(desk, 'dd-after-deadline');
  });

  it('revokes a holiday, which leaves the active list', async () => {
    await desk.goto('/dd/holidays');
    const name = new RegExp(holidayOrg.split(',')[0]!, 'i');
    const revoke = desk.getByRole('button', { name: /Revoke the holiday of/ }).filter({ hasText: 'Revoke' });
    await expect.poll(() => revoke.count()).toBe(1);
    await expect.poll(() => desk.getByRole('table', { name: 'Holidays' }).getByText(name).count()).toBe(1);
    await shootDeskAndPhone(desk, 'dd-holidays');
    await revoke.click();
    const dialog = desk.getByRole('dialog', { name: 'Revoke this holiday?' });
    await dialog.getByRole('button', { name: 'Revoke holiday' }).click();
    await dialog.getByText('Please give a reason of 3 to 200 characters.').waitFor();
    await dialog.getByLabel('Reason for revoking').fill('Hostel is open; wrongly declared');
    await screenshot(desk, { path: `${SHOTS}/dd-revoke-dialog-desktop.png` });
    await dialog.getByRole('button', { name: 'Revoke holiday' }).click();
    await desk.getByText('Holiday revoked.', { exact: false }).waitFor();
    await expect.poll(() => desk.getByRole('button', { name: /Revoke the holiday of/ }).count()).toBe(0);
    await desk.getByRole('radio', { name: 'Revoked' }).click();
    await desk.waitForURL(/status=REVOKED/);
    await desk.getByText('Revoked: Hostel is open; wrongly declared').waitFor();
  });

  it("downloads the month's league table as CSV", async () => {
    await desk.goto('/dd/league');
    const table = desk.getByRole('table', { name: 'League table' });
    await expect.poll(() => table.getByRole('cell').count()).toBeGreaterThan(0);
    await shootDeskAndPhone(desk, 'dd-league');
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const file = await download.path();
    const firstLine = fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
    expect(firstLine).toBe(
      'Rank,Taluk (English),Taluk (Kannada),District,Institutions,Meals due,On Time,Delayed,After Deadline,Not Posted,Holiday,On-time %',
    );
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });
});

describe('helpline look-up', () => {
  it("finds 'hunsur' and opens an institution", async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, DEMO.helpline);
    await page.getByLabel('Search').fill('hunsur');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(/q=hunsur/);
    const institutions = page.getByRole('region', { name: 'Institutions' });
    await expect.poll(() => institutions.getByRole('link').count()).toBeGreaterThan(0);
    await shootDeskAndPhone(page, 'helpline-lookup');
    await institutions.getByRole('link').first().click();
    await page.waitForURL(/\/helpline\/organization\/\d+/);
    await page.getByRole('heading', { name: /Hunsur/i, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Contact and assignment' }).waitFor();
    await page.getByRole('region', { name: 'This month' }).waitFor();
    await shootDeskAndPhone(page, 'helpline-institution');
    await context.close();
  });
});
