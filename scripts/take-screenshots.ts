/**
 * Screenshots of the PWA at phone size (390×844) for docs/screenshots/, and a quick walk through
 * the route guards, against a running `vite preview` (default http://127.0.0.1:4173). Sessions are
 * faked by writing the `persist:root` record with hand-made unsigned tokens, as the client never
 * verifies signatures. Usage: npx tsx scripts/take-screenshots.ts [baseUrl]
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { makeToken, nowSeconds } from '../src/session/test-tokens.ts';
import type { Role, ValidationKind } from '../common/roles.ts';

const BASE = process.argv[2] ?? 'http://127.0.0.1:4173';
const OUT = 'docs/screenshots';

function sessionRecord(role: Role, validated: boolean, kind: ValidationKind = 'email'): string {
  const token = makeToken({
    sub: '7',
    role,
    is_2fa_enabled: false,
    is_validated: validated,
    to_be_validated: kind,
    exp: nowSeconds() + 3600,
  });
  const user = {
    id: '7',
    name: 'Lakshmi Devi H',
    first_name: 'Lakshmi',
    role,
    email_id: 'warden@example.org',
    access_token: token,
    refresh_token: validated ? 'demo-refresh' : '',
    avatar: '',
    is_2fa_enabled: false,
    is_validated: validated,
    is_logged_in: true,
    is_idle: false,
    to_be_validated: kind,
  };
  return JSON.stringify({ version: 1, user });
}

async function openWith(browser: Browser, session: string | null, lang = 'en'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ([record, language]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (record) localStorage.setItem('persist:root', record);
      localStorage.setItem('hostel-meals:lang', language ?? 'en');
    },
    [session, lang] as const,
  );
  return context.newPage();
}

async function shoot(page: Page, path: string, file: string, waitFor: string): Promise<void> {
  await page.goto(BASE + path);
  await page.getByRole('heading', { name: waitFor }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${OUT}/${file}` });
  console.log(`${file}: ${page.url()}`);
}

async function landing(browser: Browser, session: string | null, path: string): Promise<string> {
  const page = await openWith(browser, session);
  await page.goto(BASE + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
  const url = new URL(page.url()).pathname;
  await page.context().close();
  return url;
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const lang = process.env.SHOT_LANG ?? 'en';
    const suffix = lang === 'en' ? '' : `-${lang}`;
    await shoot(await openWith(browser, null, lang), '/', `sign-in${suffix}.png`, lang === 'en' ? 'Sign In' : 'ಸೈನ್ ಇನ್');
    await shoot(
      await openWith(browser, sessionRecord('WARDEN', false), lang),
      '/',
      `otp${suffix}.png`,
      lang === 'en' ? 'Validate Email ID (OTP)' : 'ಇಮೇಲ್ ಐಡಿ ದೃಢೀಕರಿಸಿ (OTP)',
    );
    await shoot(
      await openWith(browser, sessionRecord('WARDEN', true), lang),
      '/dashboard/home',
      `home${suffix}.png`,
      lang === 'en' ? 'Welcome Lakshmi' : 'ಸ್ವಾಗತ, Lakshmi',
    );

    const cases: [string, string | null, string, string][] = [
      ['signed out, /dashboard/home', null, '/dashboard/home', '/'],
      ['signed out, unknown path', null, '/no/such/page', '/'],
      ['pending, /dashboard/home', sessionRecord('WARDEN', false), '/dashboard/home', '/'],
      ['pending, /forgot-password', sessionRecord('WARDEN', false), '/forgot-password', '/'],
      ['warden, /', sessionRecord('WARDEN', true), '/', '/dashboard/home'],
      ['warden, /dashboard', sessionRecord('WARDEN', true), '/dashboard', '/dashboard/home'],
      ['warden, /dashboard/nope', sessionRecord('WARDEN', true), '/dashboard/nope', '/dashboard/home'],
      ['warden, /forgot-password', sessionRecord('WARDEN', true), '/forgot-password', '/dashboard/home'],
      ['DD, /dashboard/home', sessionRecord('DD', true), '/dashboard/home', '/404'],
      ['DD, /', sessionRecord('DD', true), '/', '/dd'],
    ];
    let failed = 0;
    for (const [name, session, from, expected] of cases) {
      const got = await landing(browser, session, from);
      const ok = got === expected;
      if (!ok) failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${from} → ${got}${ok ? '' : ` (expected ${expected})`}`);
    }
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
