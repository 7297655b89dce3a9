/**
 * Idle across tabs with a 3-second idle time (IDLE_MINUTES=0.05): two tabs of one browser go
 * idle together, 'Keep Signed In' in one resumes both, activity in one tab keeps the other active
 * past the idle time, and 'Logout' on the idle screen signs every tab out. Every console (DD,
 * helpline, admin, website content) shows the same screen after the same time, makes no API call
 * while it is up, and takes the user back where they were on 'Keep Signed In'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO } from './support/sign-in-as.ts';
import { signedInPage } from './support/console-pages.ts';
import { screenshot } from './support/screenshots.ts';

const IDLE_MS = 3000;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let tabA: Page;
let tabB: Page;
const shots = 'test-results/screenshots';

const keepButton = (page: Page) => page.getByRole('button', { name: 'Keep Signed In' });
/** How many activity messages tab A has heard from other tabs over the idle channel (src/idle). */
const heardInA = () => tabA.evaluate(() => (window as unknown as { heard?: number }).heard ?? 0);

beforeAll(async () => {
  server = await startServer({ IDLE_MINUTES: '0.05' });
  browser = await launchBrowser();
  context = await browser.newContext({ ...PHONE, baseURL: server.url });
  tabA = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('idle screen across tabs', () => {
  it('signs a warden in and opens a second tab', async () => {
    const since = Date.now() - 1000;
    await tabA.goto('/');
    await tabA.getByLabel('Email ID').fill('warden@example.org');
    await tabA.getByLabel('Password', { exact: true }).fill('Demo@2025');
    await tabA.getByRole('button', { name: 'Sign In' }).click();
    await tabA.getByLabel('OTP', { exact: true }).fill(await server.codeFor('warden@example.org', since));
    await tabA.getByRole('button', { name: 'Validate' }).click();
    await tabA.waitForURL('**/dashboard/home');
    tabB = await context.newPage();
    await tabB.goto('/dashboard/home');
    await tabB.getByText('Welcome Ravi').waitFor();
  });

  it('both tabs show the idle screen after the idle time', async () => {
    await keepButton(tabA).waitFor({ timeout: IDLE_MS * 4 });
    await keepButton(tabB).waitFor({ timeout: IDLE_MS * 2 });
    await tabA.getByRole('heading', { name: 'Are you still there?' }).waitFor();
    expect(await tabA.getByText('Welcome Ravi').isVisible()).toBe(false);
    await screenshot(tabA, { path: `${shots}/e2e-idle.png`, fullPage: true });
  });

  it("'Keep Signed In' in one tab resumes both", async () => {
    await keepButton(tabB).click();
    await tabB.getByText('Welcome Ravi').waitFor();
    await tabA.getByText('Welcome Ravi').waitFor();
    expect(await keepButton(tabA).count()).toBe(0);
    expect(await keepButton(tabB).count()).toBe(0);
  });

  it('activity in tab B keeps tab A active past the idle time', async () => {
    // Tab A counts the activity tab B tells it of (at most once a second, src/idle/idle-tracker.ts).
    await tabA.evaluate((name) => {
      const own = window as unknown as { heard?: number };
      own.heard = 0;
      new BroadcastChannel(name).onmessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === 'activity') own.heard = (own.heard ?? 0) + 1;
      };
    }, 'hm-idle');
    // Tab B's user moves the mouse until tab A has heard of it, again and again past the idle time.
    const until = Date.now() + IDLE_MS * 2.5;
    for (let i = 0; Date.now() < until;) {
      const before = await heardInA();
      await expect
        .poll(async () => {
          i += 1;
          await tabB.mouse.move(40 + (i % 20) * 10, 300 + (i % 2) * 20);
          return heardInA();
        })
        .toBeGreaterThan(before);
      expect(await keepButton(tabA).count()).toBe(0);
    }
    expect(await tabA.getByText('Welcome Ravi').isVisible()).toBe(true);
    // Without activity anywhere, both go idle again.
    await keepButton(tabA).waitFor({ timeout: IDLE_MS * 4 });
    await keepButton(tabB).waitFor({ timeout: IDLE_MS * 2 });
  });

  it("'Logout' on the idle screen signs every tab out", async () => {
    await tabA.getByRole('button', { name: 'Logout' }).click();
    await tabA.getByRole('button', { name: 'Sign In' }).waitFor();
    await tabB.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(tabB.url()).pathname).toBe('/');
  });
});

describe('idle screen in every console', () => {
  const consoles = [
    ['DD', DEMO.dd],
    ['helpline', DEMO.helpline],
    ['admin', DEMO.admin],
    ['website content', DEMO.moderator],
  ] as const;
  for (const [name, account] of consoles) {
    it(`the ${name} console goes idle, makes no API call while idle, and resumes`, async () => {
      const page = await signedInPage(browser, server, account);
      try {
        // Signing in takes about as long as the idle time: the console may already be idle here.
        const calls: string[] = [];
        await keepButton(page).waitFor({ timeout: IDLE_MS * 4 });
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
        });
        await page.getByRole('heading', { name: 'Are you still there?' }).waitFor();
        if (name === 'DD') await screenshot(page, { path: `${shots}/e2e-idle-dd-console.png` });
        expect(calls).toEqual([]);
        await keepButton(page).click();
        // The page under the idle screen is back as it was, until the next idle time.
        await page.locator('main h1').first().waitFor();
        expect(await page.getByRole('heading', { name: 'Are you still there?' }).count()).toBe(0);
      } finally {
        await page.context().close();
      }
    });
  }
});
