/**
 * Signs a demo account in through the real screens, whatever its second step: the code mailed or
 * texted (read from the server's outbox folder, as a person reads their mail) or the super admin's
 * authenticator code (docs/product.md, 'Running it'). A hook runs on the second step's screen before the code goes
 * in, so a test can look at that screen on the way.
 */
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.ts';

export const PASSWORD = 'Demo@2025';

export interface DemoAccount {
  email: string;
  /** Where the code goes: an email ID, a phone number, or the authenticator app. */
  codeTo: string | 'totp';
  /** The heading of the second step's screen. */
  stepTitle: string;
  /** The role's first screen after the code. */
  home: string;
}

const emailStep = (email: string, home: string): DemoAccount => ({
  email,
  codeTo: email,
  stepTitle: 'Validate Email ID (OTP)',
  home,
});

export const DEMO = {
  warden: emailStep('warden@example.org', '/dashboard/home'),
  warden2: emailStep('warden2@example.org', '/dashboard/home'),
  dd: emailStep('dd@example.org', '/dd'),
  helpline: emailStep('helpline@example.org', '/helpline'),
  admin: { email: 'admin@example.org', codeTo: '9876543210', stepTitle: 'Validate Phone No. (OTP)', home: '/admin' },
  superAdmin: { email: 'superadmin@example.org', codeTo: 'totp', stepTitle: 'Enter gAuth OTP', home: '/admin' },
  moderator: {
    email: 'moderator@example.org',
    codeTo: '9845000008',
    stepTitle: 'Validate Phone No. (OTP)',
    home: '/content',
  },
  approver: {
    email: 'approver@example.org',
    codeTo: '9845000009',
    stepTitle: 'Validate Phone No. (OTP)',
    home: '/content',
  },
} satisfies Record<string, DemoAccount>;

/** The demo super admin's authenticator app (docs/product.md, 'Running it'). */
export const authenticator = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});

/** Email and password only: the screen that follows is the account's second step (or enrolment). */
export async function submitPassword(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signInAs(
  page: Page,
  server: RunningServer,
  account: DemoAccount,
  atSecondStep: () => Promise<void> = async () => undefined,
): Promise<void> {
  const since = Date.now() - 1000;
  await submitPassword(page, account.email);
  await page.getByRole('heading', { name: account.stepTitle }).waitFor();
  await atSecondStep();
  const code = account.codeTo === 'totp' ? authenticator.generate() : await server.codeFor(account.codeTo, since);
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.waitForURL((url) => url.pathname === account.home);
}
