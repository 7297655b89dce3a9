/**
 * Launches Debian's Chromium through playwright-core, headless, with the flags this closed network
 * needs. A persistent profile lets a test close the browser and open it again as a person would.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS });
}

export function launchPersistent(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: BROWSER_ARGS,
    ...PHONE,
  });
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
