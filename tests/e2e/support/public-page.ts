/**
 * What the browser tests of the server-rendered public pages (/site and /audit) share: the two
 * sizes they are read at, a context with JavaScript off that collects what the browser refused or
 * failed to load, the check that a page lays out (no sideways scrolling, its CSP-hashed styles
 * applied), and the axe pass over a list of addresses in a context that may inject axe's script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, formatViolations, type Violation } from './axe.ts';

export const PUBLIC_SIZES = [
  { name: '360', viewport: { width: 360, height: 740 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

/** A context without JavaScript, collecting what the browser refused (CSP) or failed to load. */
export async function noScriptPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  // A load the test cut off by going to the next page (the favicon, fetched after the page loaded,
  // when a link is followed at once) is not a failure of the page: ERR_ABORTED is Chromium's word
  // for a request its own navigation cancelled. A refused (CSP) or failed load still counts.
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`${r.url()} ${error}`);
  });
  return { context, page, problems };
}

/** No sideways scrolling, and the styles applied (the CSP hash matched). */
export async function expectStyled(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.topbar')!).backgroundColor)).toBe(
    'rgb(7, 59, 38)',
  );
}

/** Registers a test: no serious or critical axe violation on any of `urls` at either size. */
export function underAxe(title: string, open: () => { browser: Browser; baseURL: string }, urls: () => string[]) {
  describe(title, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      const { browser, baseURL } = open();
      // axe is injected as a script: this context alone runs JavaScript and bypasses the page's CSP.
      context = await browser.newContext({ baseURL, bypassCSP: true, serviceWorkers: 'block' });
    });
    afterAll(() => context?.close());

    it('has no serious or critical violation in either language at either size', async () => {
      const page = await context.newPage();
      const found: Violation[] = [];
      for (const size of PUBLIC_SIZES) {
        await page.setViewportSize(size.viewport);
        for (const url of urls()) {
          await page.goto(url);
          found.push(...(await axeViolations(page, `${url} at ${size.name} px`)));
        }
      }
      expect(found, formatViolations(found)).toEqual([]);
    });
  });
}
