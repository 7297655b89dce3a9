/**
 * What the consoles' browser tests share: the desk size and the screenshots' folder, a page in a
 * fresh context signed in as a demo account through the real screens (sign-in-as.ts), and a
 * screenshot at desk size and then at phone size, back to the size the page had; a section opened
 * through its tab or the 'More' menu.
 */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import type { RunningServer } from './server.ts';
import { signInAs, type DemoAccount } from './sign-in-as.ts';
import { screenshot, screenshotsWanted } from './screenshots.ts';

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
  if (!screenshotsWanted()) return;
  const size = page.viewportSize();
  await page.setViewportSize(DESK);
  await screenshot(page, { path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE.viewport);
  await screenshot(page, { path: `${SHOTS}/${name}-phone.png`, fullPage: phoneFullPage });
  if (size) await page.setViewportSize(size);
}

/**
 * Opens a console section as a person would: its tab when it shows, else through 'More' when the
 * row gathered it there (a phone, or Kannada at 1024 px).
 */
export async function openSection(page: Page, name: string, moreLabel = 'More sections'): Promise<void> {
  const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name, exact: true }) });
  const tab = nav.getByRole('link', { name, exact: true });
  const more = page.getByRole('button', { name: moreLabel });
  await expect.poll(async () => (await tab.isVisible()) || (await more.isVisible())).toBe(true);
  if (await tab.isVisible()) return tab.click();
  await more.click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}
