/**
 * Signs the demo warden in through the real screens (password, then the emailed code read from the
 * outbox folder) and waits until the service worker controls the page, so the app can then go
 * offline. Plain Playwright waits, no vitest, so the benchmarks use it too.
 */
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.ts';

export const WARDEN = 'warden@example.org';

/** The password and code screens only, up to the warden's home. */
export async function signInWardenScreens(page: Page, server: RunningServer, base: string): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto(`${base}/`);
  await page.getByLabel('Email ID').fill(WARDEN);
  await page.getByLabel('Password', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
  await page.getByLabel('OTP', { exact: true }).fill(await server.codeFor(WARDEN, since));
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.waitForURL('**/dashboard/home');
}

export async function signInWarden(page: Page, server: RunningServer, base: string): Promise<void> {
  await signInWardenScreens(page, server, base);
  // The service worker must control the page before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}
