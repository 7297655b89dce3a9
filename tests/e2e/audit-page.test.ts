/**
 * The public audit page (docs/spec-notes.md, 'Supervisors' views and the public audit') in Chromium with JavaScript
 * turned off, on the demo at Wednesday 2026-11-18, 16:00 IST (a fake clock, so the statuses do not depend on when the
 * test runs): the league leads to a district, whose table shows today's statuses in words (the open hostel's meals
 * not posted, dinner not posted yet, the holiday elsewhere); the ಕನ್ನಡ link keeps the district. At 360 and 1280 px
 * nothing scrolls sideways. axe runs in a second, script-enabled context. Screenshots go to test-results/audit-*.png
 * for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { PUBLIC_SIZES, expectStyled, noScriptPage, underAxe } from './support/public-page.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
let district: { id: number; en: string; kn: string };
let holidayDistrict: number;
const shots = 'test-results';

/** The district of a demo warden's institution. */
const districtOf = (email: string) =>
  server.app.ctx.db
    .selectFrom('organizations as o')
    .innerJoin('accounts as a', 'a.id', 'o.warden_id')
    .innerJoin('districts as d', 'd.id', 'o.district_id')
    .select(['d.id', 'd.name_en as en', 'd.name_kn as kn'])
    .where('a.email_id', '=', email)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startServer({}, { clock: new FakeClock(istInstant('2026-11-18', 16 * 60).getTime()) });
  browser = await launchBrowser();
  district = await districtOf('warden@example.org');
  holidayDistrict = (await districtOf('warden2@example.org')).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the public audit page with JavaScript off', () => {
  for (const size of PUBLIC_SIZES) {
    it(`shows today's statuses at ${size.name} px, and in Kannada through its ಕನ್ನಡ link`, async () => {
      const { context, page, problems } = await noScriptPage(browser, server.url, size.viewport);
      try {
        const answer = await page.goto('/audit');
        expect(answer?.headers()['content-security-policy']).toContain("default-src 'none'");
        expect(await page.locator('script').count()).toBe(0);
        await page.getByRole('heading', { level: 1, name: 'Meals on time: public audit' }).waitFor();
        const league = page.getByRole('table', { name: /Districts ranked by on-time share/ });
        expect(await league.getByRole('row').count()).toBeGreaterThan(2);
        await expectStyled(page, size.viewport.width);
        await screenshot(page, { path: `${shots}/audit-en-${size.name}.png`, fullPage: true });

        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        await expect.poll(() => skip.evaluate((a) => a === document.activeElement)).toBe(true);

        await league.getByRole('link', { name: district.en, exact: true }).click();
        await page.waitForURL(`**/audit?district=${district.id}`);
        await page.getByRole('heading', { level: 1, name: `${district.en}: meals today` }).waitFor();
        const table = page.getByRole('table', { name: /meals today in/ });
        expect(await table.getByRole('cell', { name: /^✔?\s*On Time/ }).count()).toBeGreaterThan(0);
        expect(await table.getByRole('cell', { name: /^✖?\s*Not Posted$/ }).count()).toBeGreaterThan(0);
        expect(await table.getByRole('cell', { name: /Not posted yet/ }).count()).toBeGreaterThan(0);
        await expectStyled(page, size.viewport.width);
        await screenshot(page, { path: `${shots}/audit-district-en-${size.name}.png`, fullPage: true });

        await page.getByRole('link', { name: 'Switch to Kannada: ಕನ್ನಡ' }).click();
        await page.waitForURL(`**/audit?district=${district.id}&lang=kn`);
        expect(await page.locator('html').getAttribute('lang')).toBe('kn');
        await page.getByRole('heading', { level: 1, name: `${district.kn}: ಇಂದಿನ ಊಟ` }).waitFor();
        expect(await page.getByRole('cell', { name: /ಇನ್ನೂ ಪೋಸ್ಟ್ ಆಗಿಲ್ಲ/ }).count()).toBeGreaterThan(0);
        await expectStyled(page, size.viewport.width);
        await screenshot(page, { path: `${shots}/audit-district-kn-${size.name}.png`, fullPage: true });

        await page.goto(`/audit?district=${holidayDistrict}`);
        expect(await page.getByRole('cell', { name: /Holiday/ }).count()).toBeGreaterThanOrEqual(3);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

underAxe(
  'the public audit page under axe',
  () => ({ browser, baseURL: server.url }),
  () => ['/audit', '/audit?lang=kn', `/audit?district=${district.id}`, `/audit?district=${district.id}&lang=kn`],
);
