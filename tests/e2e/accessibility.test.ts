/**
 * Accessibility is part of the contract (WCAG 2.1 A and AA): axe-core runs on every route of every
 * role, in English and in Kannada, and any serious or critical violation fails the test with its
 * rule, impact, target selectors and route. Signed out, at the second step and as a warden the
 * screens are checked at phone size; the consoles at a desk's 1280×800. Each role signs in once
 * through the real screens and keeps its browser context for all of its routes.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { cameraJpeg } from './support/compose.ts';
import { DEMO, submitPassword } from './support/sign-in-as.ts';
import { prepareDemoRecords } from './support/a11y-data.ts';
import { rolesToCheck } from './support/a11y-roles.ts';
import { sessionOf, startSessions } from './support/a11y-sessions.ts';
import {
  LANGS,
  closePopups,
  expectAccessible,
  expectNone,
  inBothLanguages,
  navigate,
  openScreen,
  say,
  sayAny,
  switchLanguageMenu,
} from './support/a11y-page.ts';

let server: RunningServer;
let browser: Browser;
let photo = '';
const ROLES = rolesToCheck(() => photo);

async function newPage(device: object): Promise<Page> {
  // No service worker: its precaching of the whole app in every context would only cost time here.
  const context = await browser.newContext({ ...device, baseURL: server.url, serviceWorkers: 'block' });
  return context.newPage();
}

async function askForReset(page: Page, email: string, heading: string): Promise<void> {
  // From its own address: the walk's screen before may be another one (/help).
  await page.goto('/forgot-password');
  await page.getByLabel('Email ID').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

beforeAll(async () => {
  [server, browser, photo] = await Promise.all([
    startServer(),
    launchBrowser(),
    cameraJpeg('IMG_20260514_125830.jpg', 800, 600, 'MENU'),
  ]);
  await prepareDemoRecords(server);
  startSessions(ROLES, server, newPage);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A visitor whose reset request stays open until an admin rejects it at the end. */
let waiting: Page;

describe('signed out', () => {
  let page: Page;
  beforeAll(async () => {
    [page, waiting] = await Promise.all([newPage(PHONE), newPage(PHONE)]);
    await waiting.goto('/forgot-password');
    await askForReset(waiting, DEMO.warden2.email, 'Sent For Approval');
  });

  const screens: [string, string][] = [
    ['/', 'Sign In'],
    ['/password-reset-expired-otp', 'OTP Expired'],
    ['/password-change-success', 'Password Changed!'],
    ['/404', 'Page not found'],
    ['/x/connected?x=connected', 'Connected to X'],
    ['/x/connected?x=failed', 'X could not be connected'],
    ['/forgot-password', 'Forgot Password'],
    // The help page: 'Help' alone would also name its 'Helpline' section.
    ['/help', 'On this page'],
  ];
  for (const [path, heading] of screens)
    it(path, async () => {
      await openScreen(page, path, heading);
      expectNone(await inBothLanguages(page, path));
    });

  it('/forgot-password (Sent For Approval, Hold On!, Request Withdrawn!)', async () => {
    await askForReset(page, DEMO.helpline.email, 'Sent For Approval');
    const found = await inBothLanguages(page, '/forgot-password (Sent For Approval)');
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByRole('heading', { name: 'Hold On!' }).waitFor();
    found.push(...(await inBothLanguages(page, '/forgot-password (Hold On!)')));
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('heading', { name: 'Request Withdrawn!' }).waitFor();
    found.push(...(await inBothLanguages(page, '/forgot-password (Request Withdrawn!)')));
    await page.getByRole('button', { name: 'Send a new request' }).click();
    expectNone(found);
  });

  it('/forgot-password (Verify OTP, Set New Password)', async () => {
    const since = Date.now() - 1000;
    await askForReset(page, DEMO.superAdmin.email, 'Verify OTP');
    const found = await inBothLanguages(page, '/forgot-password (Verify OTP)');
    await page.getByLabel('OTP', { exact: true }).fill(await server.codeFor(DEMO.superAdmin.email, since));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    found.push(...(await inBothLanguages(page, '/forgot-password (Set New Password)')));
    expectNone(found);
  });
});

describe('signed in, 2FA enrolment pending (creator@example.org)', () => {
  it('/ (Enable 2FA), /verify-2fa-otp, /verify-enable-2fa-otp, then the recovery codes', async () => {
    const page = await newPage(PHONE);
    const qr = page.getByRole('img', { name: say('en', 'twoFa.qrAlt') });
    await submitPassword(page, 'creator@example.org');
    await qr.waitFor();
    const found = await inBothLanguages(page, '/ (Enable 2FA)');
    const secret = ((await page.locator('code').textContent()) ?? '').replace(/\s/g, '');
    await navigate(page, '/verify-2fa-otp');
    await qr.waitFor();
    found.push(...(await inBothLanguages(page, '/verify-2fa-otp')));
    await openScreen(page, '/verify-enable-2fa-otp', 'Enter gAuth OTP');
    found.push(...(await inBothLanguages(page, '/verify-enable-2fa-otp')));
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6 });
    await page.getByLabel('OTP', { exact: true }).fill(app.generate());
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    found.push(...(await inBothLanguages(page, '/verify-enable-2fa-otp (recovery codes)')));
    expectNone(found);
    await page.context().close();
  });
});

for (const role of ROLES) {
  describe(role.title, () => {
    let page: Page;
    it(role.atSecondStep ? `${role.account.stepTitle} step, then signs in` : 'signs in', async () => {
      const session = await sessionOf(role.title);
      page = session.page;
      expectNone(session.stepViolations);
    });
    // English first, then Kannada chosen in the account menu.
    for (const lang of LANGS)
      role.screens.forEach((screen, i) =>
        it(`${screen.name} [${lang}]`, async () => {
          if (lang === 'kn' && i === 0) await switchLanguageMenu(page, 'kn');
          const path = typeof screen.path === 'function' ? screen.path() : screen.path;
          if (path) await navigate(page, path);
          await screen.then?.(page, lang);
          try {
            await expectAccessible(page, lang, screen.name);
          } finally {
            // The next screen continues from this state only when it has no route of its own.
            if (role.screens[i + 1]?.path !== '') await closePopups(page);
          }
        }),
      );
  });
}

describe('signed out, after an admin rejected the request', () => {
  it('/forgot-password (Hold On!, rejected; Try Again Later!)', async () => {
    // The admin's suite ended in Kannada.
    const admin = (await sessionOf('admin')).page;
    await navigate(admin, '/admin/approvals');
    await admin.getByRole('button', { name: sayAny('kn', 'admin.approvals.rejectFor') }).click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: say('kn', 'admin.reject.confirm') })
      .click();
    await admin.getByText(sayAny('kn', 'admin.approvals.rejected')).waitFor();
    await waiting.getByRole('button', { name: 'Check Status' }).click();
    await waiting.getByText('Rejected', { exact: true }).waitFor();
    const found = await inBothLanguages(waiting, '/forgot-password (Hold On!, rejected)');
    await waiting.getByRole('button', { name: 'Send a new request' }).click();
    await askForReset(waiting, DEMO.warden2.email, 'Try Again Later!');
    found.push(...(await inBothLanguages(waiting, '/forgot-password (Try Again Later!)')));
    expectNone(found);
  });
});
