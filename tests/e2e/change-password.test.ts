/**
 * A warden changes the password through the header menu's popup: a wrong current password and a
 * mismatched repeat are refused with their messages, then the change succeeds; after signing out
 * the old password no longer works and the new one does. The page form at
 * /dashboard/change-password goes back one page on Cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

const NEW_PASSWORD = 'Fresh@2026';
let server: RunningServer;
let browser: Browser;
let page: Page;
const shots = 'test-results/screenshots';

async function signIn(password: string): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto('/');
  await page.getByLabel('Email ID').fill('warden@example.org');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
  await page.getByLabel('OTP', { exact: true }).fill(await server.codeFor('warden@example.org', since));
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.waitForURL('**/dashboard/home');
}

async function fill(current: string, next: string, repeat: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password', { exact: true }).fill(current);
  await dialog.getByLabel('New Password', { exact: true }).fill(next);
  await dialog.getByLabel('Repeat Password', { exact: true }).fill(repeat);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ ...PHONE, baseURL: server.url })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('change password', () => {
  it('the page form goes back one page on Cancel', async () => {
    await signIn('Demo@2025');
    await page.goto('/dashboard/change-password');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-change-password-page.png`, fullPage: true });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/dashboard/home');
  });

  it('refuses a wrong current password and a mismatched repeat, then changes it', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    // The popup's code loads at the first opening: wait for its title.
    await dialog.getByRole('heading', { name: 'Change Password' }).waitFor();

    await fill('Wrong@2025', NEW_PASSWORD, NEW_PASSWORD);
    await dialog.getByText('Current Password is Incorrect.').waitFor();
    await screenshot(page, { path: `${shots}/e2e-change-password-dialog.png` });

    await fill('Demo@2025', NEW_PASSWORD, 'Fresh@2027');
    await dialog.getByText('New Password & Confirmation Password Does Not Match.').waitFor();

    await fill('Demo@2025', NEW_PASSWORD, NEW_PASSWORD);
    await expectToast(page, 'Password changed successfully.');
    await dialog.waitFor({ state: 'detached' });
    // Still signed in on this device with the fresh token pair.
    await page.reload();
    await page.getByText('Welcome Ravi').waitFor();
  });

  it('signs out; the old password is refused and the new one works', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByLabel('Email ID').fill('warden@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please check your password.').first().waitFor();
    await signIn(NEW_PASSWORD);
    await page.getByText('Welcome Ravi').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/home');
  });
});
