/**
 * A citizen checks a post on /audit in Chromium (docs/log.md, 'Verifying, without trusting the
 * server'), on the demo at Wednesday 2026-11-18, 16:00 IST, its posts logged late at start: a
 * district's first logged post shows its log entry and "Verify"; a press checks it in the browser
 * from the log's files; with the network cut, a second press checks it again from the files the
 * browser kept, against the last checkpoint it saw. A saved checkpoint changed behind its back is
 * refused. Screenshot: test-results/audit-verify-*.png (SCREENSHOTS=1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { screenshot } from './support/screenshots.ts';
import { untilSize } from '../support/public-log.ts';
import { demoWardenInstitution } from '../support/posting.ts';

let server: RunningServer;
let browser: Browser;
let districtId: number;

/** Waits until a signed checkpoint covers every demo post. */
async function allLogged(): Promise<void> {
  const { n } = await server.app.ctx.db
    .selectFrom('posts')
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await untilSize(server, Number(n), 60_000);
}

beforeAll(async () => {
  server = await startServer(
    { LOG_BATCH_MS: '50', CACHE_SECONDS: '0' },
    { clock: new FakeClock(istInstant('2026-11-18', 16 * 60).getTime()) },
  );
  browser = await launchBrowser();
  await allLogged();
  districtId = (await demoWardenInstitution(server.app.ctx.db)).district_id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Verify on the audit page', () => {
  it('checks a post in the browser, then again offline from the files it kept', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`/audit?district=${districtId}`);
      const button = page.locator('button[data-log-post]').first();
      await button.waitFor({ state: 'visible' });
      const index = await button.getAttribute('data-log-index');
      const output = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await button.click();
      await expect.poll(() => output.getAttribute('data-result')).toBe('ok');
      expect(await output.textContent()).toMatch(
        new RegExp(`^Verified in this browser: entry ${index} is in the signed log of \\d+ entries\\.$`),
      );
      await screenshot(page, { path: 'test-results/audit-verify-en-1280.png', fullPage: false });

      await context.setOffline(true);
      await button.click();
      await expect.poll(() => output.textContent()).toMatch(/^Verified in this browser, offline: entry \d+/);
      expect(await output.getAttribute('data-result')).toBe('ok');

      // The checkpoint this browser keeps, changed: its signature no longer holds, and it says so.
      await page.evaluate(() => {
        const note = localStorage.getItem('hostel-log:checkpoint')!;
        const [origin, size, ...rest] = note.split('\n');
        localStorage.setItem('hostel-log:checkpoint', [origin, String(Number(size) + 1), ...rest].join('\n'));
      });
      await button.click();
      await expect.poll(() => output.getAttribute('data-result')).toBe('signature');
      expect(await output.textContent()).toBe('FAILED: the checkpoint is not signed by the log’s key.');
    } finally {
      await context.close();
    }
  });

  it('speaks Kannada on the Kannada page', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`/audit?district=${districtId}&lang=kn`);
      const button = page.locator('button[data-log-post]').first();
      await button.waitFor({ state: 'visible' });
      expect((await button.textContent())?.trim()).toBe('ಪರಿಶೀಲಿಸಿ');
      const output = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await button.click();
      await expect.poll(() => output.getAttribute('data-result')).toBe('ok');
      expect(await output.textContent()).toMatch(/^ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಲಾಗಿದೆ: ನಮೂದು \d+/);
      await screenshot(page, { path: 'test-results/audit-verify-kn-360.png', fullPage: false });
    } finally {
      await context.close();
    }
  });
});
