/**
 * Launches Debian's Chromium through playwright-core, headless, with the flags this closed network
 * needs. A persistent profile lets a test close the browser and open it again as a person would.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { recordToasts } from './toast-log.ts';
import type { Clock } from '@server/lib/clock.ts';
import { lunchtimeShiftMs } from '../../support/posting.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A phone-sized viewport: the wardens' cheap Android phones. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** A browser whose every context (newPage makes one too) keeps a log of its toasts (toast-log.ts). */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS, ...options });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await recordToasts(context);
    return context;
  };
  return browser;
}

export async function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: BROWSER_ARGS,
    ...PHONE,
  });
  await recordToasts(context);
  return context;
}

/** A phone-sized page on `baseURL` in a fresh browser, collecting the page's uncaught errors. */
export async function openPhone(
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ browser: Browser; context: BrowserContext; page: Page; pageErrors: string[] }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ ...PHONE, baseURL, ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { browser, context, page, pageErrors };
}

/**
 * Lunchtime for a test that posts: the composer offers only meals that have opened and the server
 * refuses a post before its meal opens, so before 11:30 IST such a test could not post lunch.
 * Its server runs on `lunchtimeClock` and its phone on `atLunchtime`, both moved by the same
 * amount (to 12:00 IST today, or not at all after 11:30) and flowing from there, so they agree on
 * the day: a post for yesterday would meet the demo seed's posts.
 */
const LUNCH_SHIFT_MS = lunchtimeShiftMs();
export const lunchtimeClock: Clock = { now: () => new Date(Date.now() + LUNCH_SHIFT_MS) };

export async function atLunchtime(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: lunchtimeClock.now() });
}
