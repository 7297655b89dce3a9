/**
 * Password recovery in Chromium at phone size, against the real server: a warden's request
 * approved by an admin on /admin/approvals (second browser context) through to signing in with
 * the new password; a super admin's request that skips approval; a rejection that blocks a new
 * request for 24 hours; a withdrawal; and the 'OTP Expired' end screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expectToast, toastsOf } from './support/toast-log.ts';
import { openSection } from './support/console-pages.ts';
import { screenshot } from './support/screenshots.ts';

const PASSWORD = 'Demo@2025';
const NEW_PASSWORD = 'Fresh#Meals2026';
const shots = 'test-results/screenshots';

let server: RunningServer;
let browser: Browser;
let admin: Page;
const contexts: BrowserContext[] = [];

async function phonePage(): Promise<Page> {
  contexts.push(await browser.newContext({ ...PHONE, baseURL: server.url }));
  return contexts.at(-1)!.newPage();
}

const shot = (page: Page, name: string) => screenshot(page, { path: `${shots}/reset-${name}.png` });

async function askForReset(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email ID').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function setPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Password step, then the code sent to `codeTo` (email or phone) on the given OTP screen. */
async function signIn(page: Page, email: string, password: string, otpHeading: string, codeTo: string): Promise<void> {
  await page.goto('/');
  const since = Date.now() - 1000;
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: otpHeading }).waitFor();
  await page.getByLabel('OTP', { exact: true }).fill(await server.codeFor(codeTo, since));
  await page.getByRole('button', { name: 'Validate' }).click();
}

/** The admin's row for `email` on /admin/approvals, fresh from the server. */
async function approvalRow(email: string) {
  await admin.goto('/admin/approvals');
  return admin.getByRole('listitem').filter({ hasText: email });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await phonePage();
});

afterAll(async () => {
  await browser?.close(); // closes every context with it
  await server?.stop();
});

describe('password recovery', () => {
  it('an admin signs in with the SMS code and lands on /admin with nothing to approve', async () => {
    await signIn(admin, 'admin@example.org', PASSWORD, 'Validate Phone No. (OTP)', '9876543210');
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.getByRole('heading', { name: 'Welcome Arun' }).waitFor();
    await shot(admin, 'admin-home');
    await openSection(admin, 'Reset approvals');
    await admin.getByText('no data found!').waitFor();
    await shot(admin, 'admin-empty');
  });

  it('(a) warden: ask, admin approves, check status, code, new password, sign in with it', async () => {
    const warden = await phonePage();
    await askForReset(warden, 'warden@example.org');
    await warden.getByRole('heading', { name: 'Sent For Approval' }).waitFor();
    await warden.getByText(/^RPR\d{4}$/).waitFor();
    await shot(warden, 'sent-for-approval');
    const row = await approvalRow('warden@example.org');
    await row.getByText('Ravi Shankar').waitFor();
    await shot(admin, 'admin-approvals');
    await admin.setViewportSize({ width: 1280, height: 720 });
    await shot(admin, 'admin-approvals-desktop');
    await admin.setViewportSize(PHONE.viewport);
    const since = Date.now() - 1000;
    await row.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, 'Approved. An OTP has been emailed to Ravi Shankar.');
    await admin.getByText('no data found!').waitFor();
    await warden.getByRole('button', { name: 'Check Status' }).click();
    await warden.getByRole('heading', { name: 'Hold On!' }).waitFor();
    await warden.getByText('Approved', { exact: true }).waitFor();
    await warden.getByText('Validate OTP', { exact: true }).waitFor();
    await shot(warden, 'hold-on-approved');
    await warden.getByRole('button', { name: 'Continue' }).click();
    await warden.getByRole('heading', { name: 'Verify OTP' }).waitFor();
    await warden.getByLabel('OTP', { exact: true }).fill(await server.codeFor('warden@example.org', since));
    await shot(warden, 'verify-otp');
    await warden.getByRole('button', { name: 'Verify' }).click();
    await warden.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await setPassword(warden, 'weakpass');
    await warden.getByText('Password is Invalid.', { exact: true }).waitFor();
    await shot(warden, 'change-password-invalid');
    await setPassword(warden, NEW_PASSWORD);
    await warden.waitForURL('**/password-change-success');
    await warden.getByRole('heading', { name: 'Password Changed!' }).waitFor();
    await shot(warden, 'change-success');
    await warden.getByRole('link', { name: 'Continue Sign in' }).click();
    await warden.waitForURL((url) => url.pathname === '/');
    await signIn(warden, 'warden@example.org', NEW_PASSWORD, 'Validate Email ID (OTP)', 'warden@example.org');
    await warden.waitForURL('**/dashboard/home');
    // A warden may not open the admin console.
    await warden.goto('/admin/approvals');
    await warden.waitForURL('**/404');
  });

  it('(b) super admin: straight to Verify OTP; a wrong code is refused, the right one opens the new password', async () => {
    const page = await phonePage();
    const since = Date.now() - 1000;
    await askForReset(page, 'superadmin@example.org');
    await page.getByRole('heading', { name: 'Verify OTP' }).waitFor();
    const code = await server.codeFor('superadmin@example.org', since);
    const wrong = code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
    await page.getByLabel('OTP', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid OTP.').first().waitFor();
    await shot(page, 'verify-otp-invalid');
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('OTP verified').waitFor();
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    await shot(page, 'change-password');
  });

  it('(c) rejected: the admin confirms the rejection, and a new request must wait 24 hours', async () => {
    const page = await phonePage();
    await askForReset(page, 'warden2@example.org');
    await page.getByRole('heading', { name: 'Sent For Approval' }).waitFor();

    const row = await approvalRow('warden2@example.org');
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this request?' });
    await dialog.waitFor();
    await shot(admin, 'admin-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await expectToast(admin, 'The request of Fatima Begum was rejected.');
    await admin.getByText('no data found!').waitFor();

    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByText('Rejected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Something Went Wrong. Try Again Later.');
    await shot(page, 'hold-on-rejected');

    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await askForReset(page, 'warden2@example.org');
    await page.getByRole('heading', { name: 'Try Again Later!' }).waitFor();
    await page.getByText('24 hours remaining').waitFor();
    await shot(page, 'try-later');
  });

  it('(d) withdraw: the withdrawn screen follows about a second after the server agrees', async () => {
    const page = await phonePage();
    await askForReset(page, 'helpline@example.org');
    await page.getByRole('heading', { name: 'Sent For Approval' }).waitFor();
    // The same step in Kannada, for the eye; then back to English.
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('heading', { name: 'ಅನುಮೋದನೆಗೆ ಕಳುಹಿಸಲಾಗಿದೆ' }).waitFor();
    await shot(page, 'sent-for-approval-kn');
    await page.getByRole('button', { name: /^ಭಾಷೆ:/ }).click();
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('heading', { name: 'Request Withdrawn!' }).waitFor();
    const shownAt = await page.evaluate(() => Date.now());
    await expectToast(page, 'Request withdrawn.');
    // The page's own clock: when the toast came, and when the screen was seen to follow it.
    const toast = (await toastsOf(page)).find((item) => item.text.includes('Request withdrawn.'))!;
    expect(shownAt - toast.at).toBeGreaterThan(700);
    await shot(page, 'withdrawn');
  });

  it('(e) the OTP Expired screen explains the 24 hours and leads back to sign-in', async () => {
    const page = await phonePage();
    await page.goto('/password-reset-expired-otp');
    await page.getByRole('heading', { name: 'OTP Expired' }).waitFor();
    await page.getByText(/valid for 24 hours/).waitFor();
    await shot(page, 'expired');
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });
});
