/**
 * What the consoles' browser tests share: the desk size and the screenshots' folder, a page in a
 * fresh context signed in as a demo account through the real screens (sign-in-as.ts), and a
 * screenshot at desk size and then at phone size, back to the size the page had.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import type { RunningServer } from './server.ts';
import { signInAs, type DemoAccount } from './sign-in-as.ts';

export const SHOTS = 'test-results/screenshots';
export const DESK = { width: 1280, height: 800 };

/** A new desk-size page (or the size given) signed in as `account`, on its home. */
export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  account: DemoAccount,
  viewport: { width: number; height: number } = DESK,
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: server.url, acceptDownloads: true });
  const page = await context.newPage();
  await signInAs(page, server, account);
  return page;
}

/** `${SHOTS}/${name}-desktop.png` (the whole page) and `${name}-phone.png`. */
export async function shootDeskAndPhone(page: Page, name: string, phoneFullPage = true): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(DESK);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE.viewport);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: phoneFullPage });
  if (size) await page.setViewportSize(size);
}
