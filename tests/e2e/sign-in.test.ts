/**
 * A warden signs in with the emailed code in Chromium at phone size, sees the greeting, and the
 * shell still renders after going offline and reloading (served by the service worker).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const shots = 'test-results/screenshots';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ ...PHONE, baseURL: server.url });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('warden sign-in', () => {
  it('refuses a wrong password with the server message', async () => {
    await page.goto('/');
    await page.getByLabel('Email ID').fill('warden@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Please check your password.').count()).toBeGreaterThan(0);
  });

  it('signs in with the emailed code and greets the warden by first name', async () => {
    await page.goto('/');
    await screenshot(page, { path: `${shots}/e2e-sign-in.png` });
    const since = Date.now() - 1000;
    await page.getByLabel('Email ID').fill('Warden@Example.org');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-otp.png` });
    const code = await server.codeFor('warden@example.org', since);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL('**/dashboard/home');
    await page.getByText('Welcome Ravi').waitFor();
    await page.getByText('Publish or view the tweets of your institutions at your fingertips!').waitFor();
    await screenshot(page, { path: `${shots}/e2e-home.png` });
  });

  // Unknown app paths only: an unknown public one gets the server's public 404 page (help.test.ts).
  it('keeps the session across a reload and sends unknown app paths home', async () => {
    await page.goto('/dashboard/no/such/page');
    await page.waitForURL('**/dashboard/home');
    await page.getByText('Welcome Ravi').waitFor();
  });

  it('still renders the shell offline after a reload', async () => {
    // The service worker must control the page before the network goes away.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Welcome Ravi').waitFor();
    await page.goto('/dashboard/home');
    await page.getByText('Publish or view the tweets of your institutions at your fingertips!').waitFor();
    await context.setOffline(false);
  });

  it('sends a signed-out visitor from the dashboard to sign in', async () => {
    const fresh = await browser.newContext({ ...PHONE, baseURL: server.url });
    const p = await fresh.newPage();
    await p.goto('/dashboard/home');
    await p.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    await fresh.close();
  });
});
