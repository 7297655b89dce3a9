/**
 * The second steps other than email, in Chromium at phone size: a CREATOR enrols in 2FA (QR code,
 * key typed into an authenticator, recovery codes shown once), signs in again with a recovery
 * code (single use); a SUPER_ADMIN signs in with an authenticator code; an ADMIN with the texted
 * code. The 2FA routes refuse other sessions.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
const shots = 'test-results/screenshots';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  return context.newPage();
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const totpFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

const storedSession = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: Record<string, unknown> }).user ?? {},
  );

describe('two-factor sign-in', () => {
  it('(a) a creator enrols: QR code, manual key, code, ten recovery codes, home', async () => {
    const page = await freshPage();
    await signIn(page, 'creator@example.org');
    await page.getByRole('heading', { name: 'Enable 2FA' }).waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await page.getByText('Download an authenticator app').waitFor();
    const key = (
      (await page.getByRole('group', { name: "Can't scan? Type this key in the app" }).locator('code').textContent()) ??
      ''
    ).replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, { path: `${shots}/e2e-2fa-enable.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, { path: `${shots}/e2e-2fa-enable-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE.viewport);

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/verify-enable-2fa-otp');
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('OTP is Required').waitFor();
    await screenshot(page, { path: `${shots}/e2e-2fa-verify-enable.png`, fullPage: true });
    await page.getByLabel('OTP', { exact: true }).fill(totpFor(key).generate());
    await page.getByRole('button', { name: 'Validate' }).click();

    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const items = page.getByRole('list', { name: 'Your 10 recovery codes' }).getByRole('listitem');
    expect(await items.count()).toBe(10);
    recoveryCodes = (await items.allTextContents()).map((text) => text.match(/[a-z0-9]{5}-[a-z0-9]{5}/)?.[0] ?? '');
    expect(recoveryCodes.every((code) => code.length === 11)).toBe(true);
    // Not signed in yet: the codes stay on screen until the user confirms.
    expect((await storedSession(page)).is_validated).toBe(false);
    await screenshot(page, { path: `${shots}/e2e-2fa-recovery-codes.png`, fullPage: true });

    await page.getByRole('button', { name: 'I have saved them — Continue' }).click();
    await page.waitForURL('**/content');
    await expectToast(page, 'Welcome! You are successfully logged in.');
    expect(await storedSession(page)).toMatchObject({ role: 'CREATOR', is_validated: true, is_2fa_enabled: true });
    await page.context().close();
  });

  it('(b) a super admin signs in with the authenticator code', async () => {
    const page = await freshPage();
    await signIn(page, 'superadmin@example.org');
    await page.getByRole('heading', { name: 'Enter gAuth OTP' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-2fa-gauth.png`, fullPage: true });
    await page.getByLabel('OTP', { exact: true }).fill(totpFor('JBSWY3DPEHPK3PXP').generate());
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL('**/admin');
    await expectToast(page, 'Welcome! You are successfully logged in.');
    expect(await storedSession(page)).toMatchObject({ role: 'SUPER_ADMIN', is_validated: true });
    await page.context().close();
  });

  it('(c) the creator signs in again with a recovery code, which works only once', async () => {
    expect(recoveryCodes).toHaveLength(10);
    const page = await freshPage();
    await signIn(page, 'creator@example.org');
    await page.getByRole('heading', { name: 'Enter gAuth OTP' }).waitFor();
    await page.getByRole('link', { name: 'Scan QR Code Again' }).click();
    await page.waitForURL('**/verify-2fa-otp');
    await page.getByText(/ask a super admin to reset two-factor sign-in/).waitFor();
    await screenshot(page, { path: `${shots}/e2e-2fa-scan-again.png`, fullPage: true });

    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!.toUpperCase().replace('-', ' '));
    expect(await page.getByLabel('Recovery code').inputValue()).toBe(recoveryCodes[0]);
    await screenshot(page, { path: `${shots}/e2e-2fa-recovery-entry.png`, fullPage: true });
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL('**/content');
    expect(await storedSession(page)).toMatchObject({ role: 'CREATOR', is_validated: true });

    // The content console (docs/spec-notes.md, 'The website's content and its review') signs out from its account
    // menu, like every console.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signIn(page, 'creator@example.org');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('Invalid OTP.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('(d) an admin signs in with the texted code', async () => {
    const page = await freshPage();
    const since = Date.now() - 1000;
    await signIn(page, 'admin@example.org');
    await page.getByRole('heading', { name: 'Validate Phone No. (OTP)' }).waitFor();
    await page.getByLabel('OTP', { exact: true }).fill(await server.codeFor('9876543210', since));
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL('**/admin');
    expect(await storedSession(page)).toMatchObject({ role: 'ADMIN', is_validated: true });
    await page.context().close();
  });

  it('sends signed-out visitors and email-step sessions away from the 2FA routes', async () => {
    const page = await freshPage();
    for (const path of ['/enable-2fa', '/verify-2fa-otp', '/verify-enable-2fa-otp']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    await signIn(page, 'warden@example.org');
    await page.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
    await page.goto('/verify-enable-2fa-otp');
    await page.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
