/**
 * The accounts page of the admin console in Chromium at desk size (and phone screenshots): an
 * ADMIN (texted code) sees no ADMIN or SUPER_ADMIN among the role choices, is stopped by the
 * shared schema's messages, creates a WARDEN account, finds it with the role filter (which
 * survives a reload), disables it with a reason (its sign-in then answers 403 'Admin has been
 * temporarily disabled.') and enables it again (its sign-in works again). A SUPER_ADMIN (TOTP)
 * sees every role, sets a DD's districts and is asked to confirm a 2FA reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO } from './support/sign-in-as.ts';
import { shootDeskAndPhone, signedInPage } from './support/console-pages.ts';
import { expectNoToastShown, expectToast } from './support/toast-log.ts';

let server: RunningServer;
let browser: Browser;
const NEW_EMAIL = 'test.warden@example.org';
const NEW_PASSWORD = 'Hostel#2026';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function loginStatus(email: string, password: string): Promise<{ status: number; message: string }> {
  const res = await fetch(`${server.url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_id: email, password }),
  });
  const body = (await res.json()) as { message: string };
  return { status: res.status, message: body.message };
}

describe('admin accounts', () => {
  it('an admin creates a warden, filters by role, disables and enables it', async () => {
    const page = await signedInPage(browser, server, DEMO.admin);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page
      .getByRole('button', { name: /^Disable / })
      .first()
      .waitFor();
    await shootDeskAndPhone(page, 'e2e-admin-accounts-list', false);

    await page.getByRole('button', { name: 'Add new user' }).click();
    const form = page.getByRole('dialog', { name: 'Add new user' });
    const roleChoices = await form.getByLabel('Role').locator('option').allTextContents();
    expect(roleChoices).toContain('Warden');
    expect(roleChoices).not.toContain('Admin');
    expect(roleChoices).not.toContain('Super admin');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please give a first name: letters, spaces, dots and & only (up to 50).').waitFor();
    await form.getByText('Current Password is Required').waitFor();

    await form.getByLabel('First Name').fill('Test');
    await form.getByLabel('Last Name').fill('Warden');
    await form.getByLabel('Email ID').fill(NEW_EMAIL);
    await form.getByLabel('Phone No.').fill('9123456780');
    await form.getByLabel('Role').selectOption('WARDEN');
    await form.getByText('Email OTP', { exact: true }).waitFor();
    await form.getByLabel('Current Password', { exact: true }).fill('Wrong@2025');
    await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Repeat Password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Current Password is Incorrect.').waitFor();
    await form.getByLabel('Current Password', { exact: true }).fill('Demo@2025');
    await shootDeskAndPhone(page, 'e2e-admin-accounts-form', false);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Test Warden was created.');
    expect((await loginStatus(NEW_EMAIL, NEW_PASSWORD)).status).toBe(200);

    await page.getByLabel('Role', { exact: true }).selectOption('WARDEN');
    await page.waitForURL(/roles=WARDEN/);
    await page.reload();
    await expect.poll(() => page.getByLabel('Role', { exact: true }).inputValue()).toBe('WARDEN');
    const row = page.getByRole('row').filter({ hasText: NEW_EMAIL });
    await row.waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Super admin' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Disable Test Warden' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this account?' });
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await confirm.getByText('Please give a reason of 3 to 200 characters.').waitFor();
    await confirm.getByLabel('Reason').fill('Left the hostel');
    await shootDeskAndPhone(page, 'e2e-admin-accounts-disable', false);
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await expectToast(page, 'Test Warden was disabled.');
    await row.getByText('Disabled', { exact: true }).waitFor();
    expect(await loginStatus(NEW_EMAIL, NEW_PASSWORD)).toEqual({
      status: 403,
      message: 'Admin has been temporarily disabled.',
    });

    await row.getByRole('button', { name: 'Enable Test Warden' }).click();
    await page
      .getByRole('dialog', { name: 'Enable this account?' })
      .getByRole('button', { name: 'Enable account' })
      .click();
    await expectToast(page, 'Test Warden was enabled.');
    await row.getByText('Active', { exact: true }).waitFor();
    expect((await loginStatus(NEW_EMAIL, NEW_PASSWORD)).status).toBe(200);
    await expectNoToastShown(page);
    await shootDeskAndPhone(page, 'e2e-admin-accounts-filtered', false);
    await page.context().close();
  }, 60_000);

  it("a super admin sets a DD's districts and is asked to confirm a 2FA reset", async () => {
    const page = await signedInPage(browser, server, DEMO.superAdmin);

    await page.goto('/admin/accounts?roles=DD');
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    const roleChoices = await page.getByLabel('Role', { exact: true }).locator('option').allTextContents();
    expect(roleChoices).toEqual(expect.arrayContaining(['Admin', 'Super admin', 'Deputy director']));
    await page
      .getByRole('button', { name: /^Districts of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Districts of / });
    const boxes = dialog.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(2);
    const unchecked = dialog.locator('input[type=checkbox]:not(:checked)').first();
    const name = (await unchecked.locator('xpath=..').innerText()).trim();
    await unchecked.check();
    await shootDeskAndPhone(page, 'e2e-admin-accounts-districts', false);
    await dialog.getByRole('button', { name: 'Save districts' }).click();
    await expectToast(page, /^The districts of .+ were saved\.$/);
    await page.getByRole('row').filter({ hasText: name }).first().waitFor();

    await page.getByLabel('Role', { exact: true }).selectOption('CREATOR');
    await page
      .getByRole('button', { name: /^Reset 2FA of / })
      .first()
      .click();
    const reset = page.getByRole('dialog', { name: 'Reset 2FA?' });
    await reset.getByText('Old codes and recovery codes stop working.', { exact: false }).waitFor();
    await shootDeskAndPhone(page, 'e2e-admin-accounts-reset-2fa', false);
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await reset.waitFor({ state: 'detached' });
    await page.context().close();
  }, 40_000);
});
