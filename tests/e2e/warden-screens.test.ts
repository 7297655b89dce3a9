/**
 * The warden's read screens in Chromium against the demo seed (two months of posts; none today
 * for warden@example.org's two hostels): the four 'In This Month' cards (each a link), the 'recent Tweets'
 * table and its pager (page kept in the URL across reload and Back), 'Tweets Details' with
 * Image 1 to 4, the three status lists with their 'Home Page' button, the tweet list, and the
 * not-found cases. Screenshots at phone (390×844) and desktop (1280×800) size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
const shots = 'test-results/screenshots';
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Scrolls each lazy photo into view and waits until it has loaded, for the screenshots. */
async function photosLoaded(p: Page): Promise<void> {
  for (const img of await p.getByRole('figure').locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
}

/** Body rows of a table (the phone hides the head row). */
function rows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

async function signIn(): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto('/');
  await page.getByLabel('Email ID').fill('warden@example.org');
  await page.getByLabel('Password', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
  await page.getByLabel('OTP', { exact: true }).fill(await server.codeFor('warden@example.org', since));
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.waitForURL('**/dashboard/home');
  // The welcome toast would sit over the screenshots.
  await page.getByRole('button', { name: 'Dismiss' }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  phone = await browser.newContext({ ...PHONE, baseURL: server.url });
  page = await phone.newPage();
  await signIn();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('warden read screens', () => {
  it('shows the four cards with this month’s counts, each a link to its list', async () => {
    const cards = page.getByRole('region', { name: 'Your institutions this month' });
    for (const label of ['Posted On Time', 'Post Delayed', 'Posted After Deadline', 'Not Posted']) {
      const card = cards.getByRole('link', { name: new RegExp(label) });
      await expect.poll(() => card.textContent()).toMatch(new RegExp(`^\\d+${label}In This Month$`));
    }
    // This server has no X app: once the institutions and the config are in, no Connect X card.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /Connect X/ }).count()).toBe(0);
    await cards.getByRole('link', { name: /Post Delayed/ }).click();
    await page.waitForURL('**/dashboard/posted-delayed');
    await page.getByRole('link', { name: 'Home Page' }).click();
    await page.waitForURL('**/dashboard/home');
  });

  it('pages through the recent table and keeps the page across reload and Back', async () => {
    const table = page.getByRole('table', { name: 'recent Tweets' });
    await expect.poll(() => rows(table).count()).toBe(10);
    const first = rows(table).first();
    for (const label of ['Organization', 'Taluk', 'Posted On', 'Status'])
      await first.getByText(label, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Post Tweet' }).last().waitFor();
    await page.getByRole('link', { name: 'see all recent Tweets' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-warden-home-phone.png`, fullPage: true });

    const firstOnPage1 = await first.textContent();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/dashboard/home?page=2');
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => rows(table).first().textContent()).not.toBe(firstOnPage1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => rows(table).first().textContent()).toBe(firstOnPage1);
  });

  it('opens a post from the recent table and shows Image 1 to Image 4', async () => {
    await page
      .getByRole('link', { name: /^View details of / })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/\d+$/);
    await page.getByRole('heading', { name: 'Tweets Details' }).waitFor();
    await page.getByText('Entity name').waitFor();
    const names = ['menu-chart.jpg', 'plate-with-food.jpg', 'kitchen.jpg', 'children-having-meals.jpg'];
    for (let n = 1; n <= 4; n += 1) {
      const figure = page.getByRole('figure', { name: `Image ${n}` });
      await figure.getByText(names[n - 1]!).waitFor();
      await figure.getByText('jpg', { exact: true }).waitFor();
      await expect.poll(() => figure.textContent()).toMatch(/\d+(\.\d+)? (Bytes|KB)$/);
    }
    for (const label of ['Taluk', 'Meal', 'Submitted at', 'Received at'])
      await page.getByText(label, { exact: true }).waitFor();
    await photosLoaded(page);
    await screenshot(page, { path: `${shots}/e2e-warden-details-phone.png`, fullPage: true });
  });

  it('lists each status with matching rows and a Home Page button', async () => {
    const lists = [
      { path: 'posted-on-time', title: 'Posted on time tweets', label: 'On Time' },
      { path: 'posted-delayed', title: 'Posts Delayed', label: 'Delayed' },
      { path: 'posted-after-deadline', title: 'Posts After Deadline', label: 'After Deadline' },
    ];
    for (const list of lists) {
      await page.goto(`/dashboard/${list.path}`);
      await page.getByRole('heading', { name: list.title }).waitFor();
      const table = page.getByRole('table', { name: list.title });
      await expect.poll(() => rows(table).count()).toBe(10);
      const labels = await rows(table).locator('[data-status]').allTextContents();
      expect(labels).toEqual(Array(10).fill(list.label));
      for (const label of ['Organization', 'Description', 'District / Taluk', 'Posted On'])
        await rows(table).first().getByText(label, { exact: true }).waitFor();
      if (list.path === 'posted-after-deadline') {
        await page.getByText('List of All Posts after deadline.').waitFor();
        await screenshot(page, { path: `${shots}/e2e-warden-after-deadline-phone.png`, fullPage: true });
      }
    }
    await page.getByRole('link', { name: 'Home Page' }).click();
    await page.waitForURL('**/dashboard/home');
  });

  it('shows all tweets from the see-all button', async () => {
    await page.getByRole('link', { name: 'see all recent Tweets' }).click();
    await page.waitForURL('**/dashboard/tweet-list');
    await page.getByRole('heading', { name: 'Tweets', exact: true }).waitFor();
    await page.getByText('List of All Tweets.').waitFor();
    await expect.poll(() => rows(page.getByRole('table', { name: 'Tweets' })).count()).toBe(10);
    await screenshot(page, { path: `${shots}/e2e-warden-tweet-list-phone.png`, fullPage: true });
  });

  it('waits for the network offline, and offers a retry when a page fails', async () => {
    // Page 34 was never loaded (page 2 is cached from the home and would be shown from memory).
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const table = page.getByRole('table', { name: 'Tweets' });
    await phone.setOffline(true);
    try {
      await pager.getByRole('button', { name: 'Page 34' }).click();
      await page.waitForURL('**/dashboard/tweet-list?page=34');
      await page.getByText('You are offline. This will load by itself when the connection is back.').waitFor();
    } finally {
      await phone.setOffline(false);
    }
    await expect.poll(() => rows(table).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('You are offline.', { exact: false }).count()).toBe(0);

    // A request that fails while the phone believes it is online: the error panel and its retry.
    await page.route('**/api/v1/tweet/warden?*page=33*', (route) => route.abort());
    await pager.getByRole('button', { name: 'Page 33' }).click();
    await page.getByText('The tweets could not be loaded.').waitFor();
    await page.getByText('No internet connection. Please check your network and try again.').waitFor();
    await page.unroute('**/api/v1/tweet/warden?*page=33*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => rows(table).count()).toBe(10);
  });

  it('reads in Kannada', async () => {
    await page.evaluate(() => localStorage.setItem('hostel-meals:lang', 'kn'));
    await page.goto('/dashboard/home');
    await page.getByRole('link', { name: /ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಪೋಸ್ಟ್ ಮಾಡಲಾಗಿದೆ/ }).waitFor();
    await page.getByRole('heading', { name: 'ಇತ್ತೀಚಿನ ಟ್ವೀಟ್‌ಗಳು' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-warden-home-kn-phone.png` });
    await page.evaluate(() => localStorage.setItem('hostel-meals:lang', 'en'));
  });

  it('answers a missing post and a non-numeric id sensibly', async () => {
    await page.goto('/dashboard/999999');
    await page.getByText('This tweet was not found.').waitFor();
    await page.goto('/dashboard/not-a-post');
    await page.waitForURL('**/dashboard/home');
    await page.goto('/dashboard/tweet-list?page=9999');
    await page.waitForURL(/page=\d{1,2}$/);
    await expect.poll(() => rows(page.getByRole('table', { name: 'Tweets' })).count()).toBeGreaterThan(0);
  });

  it('lays the same screens out as tables on a desktop', async () => {
    const desktop = await browser.newContext({
      ...DESKTOP,
      baseURL: server.url,
      storageState: await phone.storageState(),
    });
    const p = await desktop.newPage();
    await p.goto('/dashboard/home');
    const table = p.getByRole('table', { name: 'recent Tweets' });
    await expect.poll(() => rows(table).count()).toBe(10);
    await table.getByRole('columnheader', { name: 'Organization' }).waitFor();
    await screenshot(p, { path: `${shots}/e2e-warden-home-desktop.png`, fullPage: true });
    await p.goto('/dashboard/tweet-list');
    await expect.poll(() => rows(p.getByRole('table', { name: 'Tweets' })).count()).toBe(10);
    await screenshot(p, { path: `${shots}/e2e-warden-tweet-list-desktop.png`, fullPage: true });
    await p.goto('/dashboard/posted-after-deadline');
    await expect.poll(() => rows(p.getByRole('table', { name: 'Posts After Deadline' })).count()).toBe(10);
    await screenshot(p, { path: `${shots}/e2e-warden-after-deadline-desktop.png`, fullPage: true });
    await p
      .getByRole('link', { name: /^View details of / })
      .first()
      .click();
    await p.getByRole('figure', { name: 'Image 4' }).waitFor();
    await photosLoaded(p);
    await screenshot(p, { path: `${shots}/e2e-warden-details-desktop.png`, fullPage: true });
    await desktop.close();
  });
});
