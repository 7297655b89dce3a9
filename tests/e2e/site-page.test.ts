/**
 * The public website page (docs/spec-notes.md, 'The public site') in Chromium with JavaScript turned off, as the demo
 * publishes it: on a 360 px phone and a 1280 px desk it shows the banner and the testimonials, never scrolls
 * sideways, keeps its inline styles under its CSP, and its ಕನ್ನಡ link leads to the Kannada page. axe runs in a
 * second, script-enabled context on the same pages (axe is a script; the CSP is bypassed there only to inject it).
 * Screenshots go to test-results/site-*.png for a person to see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { PUBLIC_SIZES, expectStyled, noScriptPage, underAxe } from './support/public-page.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
const shots = 'test-results';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectLaidOut(page: Page, width: number) {
  // Laid out and styled, and the first banner loaded.
  await expectStyled(page, width);
  const banner = page.locator('.banner.lead img');
  await banner.scrollIntoViewIfNeeded();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

describe('the public website with JavaScript off', () => {
  for (const size of PUBLIC_SIZES) {
    it(`reads at ${size.name} px in English and, through its ಕನ್ನಡ link, in Kannada`, async () => {
      const { context, page, problems } = await noScriptPage(browser, server.url, size.viewport);
      try {
        const answer = await page.goto('/site');
        expect(answer?.headers()['content-security-policy']).toContain("default-src 'none'");
        expect(await page.locator('script').count()).toBe(0);
        await page.getByRole('heading', { level: 1, name: 'Karnataka state hostels' }).waitFor();
        await page.getByRole('img', { name: /hostel building under the morning sun/ }).waitFor();
        // The demo's copy is punctuated as prose (the site's text fields take sentence punctuation).
        await page.getByText('From my village, I see what my son eats for lunch every day.').waitFor();
        await page.getByText('Lakshmi Devi').waitFor();
        await expectLaidOut(page, size.viewport.width);
        await screenshot(page, { path: `${shots}/site-en-${size.name}.png`, fullPage: true });

        // The first Tab reaches the skip link, shown on screen.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        await expect.poll(() => skip.evaluate((a) => a === document.activeElement)).toBe(true);
        expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);

        await page.getByRole('link', { name: 'Switch to Kannada: ಕನ್ನಡ' }).click();
        await page.waitForURL('**/site?lang=kn');
        expect(await page.locator('html').getAttribute('lang')).toBe('kn');
        await page.getByRole('heading', { level: 1, name: 'ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳು' }).waitFor();
        await page.getByRole('heading', { name: 'ಅಭಿಪ್ರಾಯಗಳು' }).waitFor();
        await page.getByText('ಲಕ್ಷ್ಮೀ ದೇವಿ').waitFor();
        await page.getByText('ನನ್ನ ಹಳ್ಳಿಯಿಂದಲೇ, ನನ್ನ ಮಗ ಪ್ರತಿದಿನ ಮಧ್ಯಾಹ್ನ ಏನು ಊಟ ಮಾಡುತ್ತಾನೆ ಎಂದು ನೋಡುತ್ತೇನೆ.').waitFor();
        await expectLaidOut(page, size.viewport.width);
        await screenshot(page, { path: `${shots}/site-kn-${size.name}.png`, fullPage: true });
        await page.getByRole('link', { name: 'ಇಂಗ್ಲಿಷ್‌ಗೆ ಬದಲಿಸಿ: English' }).click();
        await page.waitForURL(/\/site$/);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

underAxe(
  'the public website under axe',
  () => ({ browser, baseURL: server.url }),
  () => ['/site', '/site?lang=kn'],
);
