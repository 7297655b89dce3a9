/**
 * A DD's day without dead ends, in Chromium on the demo seed at 1366×768 (and 1024×768): a day's
 * bar on the home opens the feed of that day, by click and by the keyboard (one Tab stop, arrows,
 * Enter); a feed row's photo opens the photo viewer, which the arrow keys walk ('2 / 4') and Escape
 * closes, as it does from a post's Image 3; each incomplete count opens its list, the DD's
 * districts only; in Kannada the section row fits both widths with every section reachable (the
 * rest under 'More'), and lists read Kannada names and times. Screenshots in English and Kannada
 * at both widths; axe on the viewer, the incomplete list and the Kannada menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { istDate } from '@common/schedule.ts';
import type { DailyStats } from '@common/contract/answers/charts.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO } from './support/sign-in-as.ts';
import { SHOTS, signedInPage } from './support/console-pages.ts';
import { expectAccessible, say, switchLanguageMenu } from './support/a11y-page.ts';
import { apiGet } from './support/compose.ts';
import { screenshot } from './support/screenshots.ts';

const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 1024, height: 768 };
const DD_SECTIONS = [
  'admin.nav.home',
  'dd.nav.feed',
  'review.nav',
  'tweets.stats.onTime',
  'tweets.stats.delayed',
  'tweets.stats.afterDeadline',
  'dd.nav.holidays',
  'dd.nav.league',
  'dd.nav.reports',
] as const;
const ADMIN_SECTIONS = [
  'admin.nav.home',
  'adm.nav.accounts',
  'adm.nav.institutions',
  'admin.nav.approvals',
  'review.nav',
  'adm.nav.schedule',
  'dd.nav.reports',
] as const;

let server: RunningServer;
let browser: Browser;
let page: Page;

const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
const shoot = (name: string) => screenshot(page, { path: `${SHOTS}/supervisor-day-${name}.png` });
const monthChart = () => page.getByRole('group', { name: 'Meals of this month, day by day' });
const onFeedOf = (day: string) =>
  page.waitForURL(
    (url) => url.pathname === '/dd/feed' && url.searchParams.get('from') === day && url.searchParams.get('to') === day,
  );

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await signedInPage(browser, server, DEMO.dd, WIDE);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a DD's day without dead ends", () => {
  let day = '';

  it("a day's bar opens the feed of that day, by click and by the keyboard", async () => {
    await monthChart().waitFor();
    const today = istDate(Date.now());
    const month = await apiGet<DailyStats>(page, `stat/daily?from=${today.slice(0, 8)}01&to=${today}`);
    const days = month.series[0]!.days;
    const posted = (d: (typeof days)[number]) => d.posted_on_time + d.posted_with_delay + d.post_not_considered;
    day = [...days].sort((a, b) => posted(b) - posted(a))[0]!.day;
    await shoot('home-en-1366');
    await monthChart()
      .getByRole('link', { name: new RegExp(`^${dayName(day)}:`) })
      .click();
    await onFeedOf(day);
    await page
      .getByRole('button', { name: /^Open the photos of / })
      .first()
      .waitFor();
    await shoot('feed-en-1366');

    await page.goBack();
    await monthChart().waitFor();
    const stop = monthChart().locator('[role=link][tabindex="0"]');
    await expect.poll(() => stop.count()).toBe(1);
    await stop.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(new RegExp(`^${dayName(days[1]!.day)}:`));
    await page.keyboard.press('Enter');
    await onFeedOf(days[1]!.day);
  });

  it('a feed photo opens the viewer; the arrow keys walk the photos and Escape closes it', async () => {
    await page.goto(`/dd/feed?from=${day}&to=${day}`);
    const open = page.getByRole('button', { name: /^Open the photos of / }).first();
    const name = (await open.getAttribute('aria-label'))!.replace('Open the photos of ', '');
    await open.click();
    const viewer = page.getByRole('dialog', { name: `Photos: ${name}` });
    await viewer.waitFor();
    const counter = viewer.getByTestId('viewer-counter');
    await expect.poll(() => counter.textContent()).toBe('1 / 4');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('3 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe('2 / 4');
    await viewer.getByRole('img', { name: `Photo 2 of 4 of ${name}` }).waitFor();
    await viewer
      .getByRole('img')
      .evaluate((img: HTMLImageElement) => img.decode())
      .catch(() => undefined);
    await shoot('viewer-en-1366');
    await expectAccessible(page, 'en', 'photo viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true);

    await page
      .getByRole('link', { name: /^View the post of / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Open Image 3 in the photo viewer' }).click();
    await expect.poll(() => page.getByRole('dialog').getByTestId('viewer-counter').textContent()).toBe('3 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('dialog').getByTestId('viewer-counter').textContent()).toBe('2 / 4');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('each incomplete count opens its list, only the DD districts', async () => {
    await page.goto('/dd');
    const kinds = page.getByRole('navigation', { name: 'By what is missing' });
    const warden = kinds.getByRole('link', { name: /^No warden \d+$/ });
    const count = Number((await warden.textContent())!.match(/(\d+)$/)![1]);
    expect(count).toBeGreaterThan(0);
    await warden.click();
    await page.waitForURL((url) => url.pathname === '/dd/incomplete/warden');
    await page.getByRole('heading', { name: 'No warden', level: 1 }).waitFor();
    await page.getByText(say('en', 'adm.count', { count })).waitFor();
    const places = await page.getByRole('table').getByRole('row').allTextContents();
    expect(places.slice(1).every((row) => row.includes('Mysuru'))).toBe(true);
    expect(await page.getByRole('link', { name: /^Fix / }).count()).toBe(0);
    await shoot('incomplete-en-1366');
    await expectAccessible(page, 'en', '/dd/incomplete/warden');
    await page.getByRole('link', { name: 'No X password' }).click();
    await page.waitForURL((url) => url.pathname === '/dd/incomplete/twitter-password');
  });

  it('in Kannada the section row fits 1366 and 1024 px, every section reachable, names and times in Kannada', async () => {
    await page.goto('/dd');
    await monthChart().waitFor();
    await switchLanguageMenu(page, 'kn');
    const labels = DD_SECTIONS.map((key) => say('kn', key));
    for (const [size, tag] of [
      [WIDE, '1366'],
      [NARROW, '1024'],
    ] as const) {
      await page.setViewportSize(size);
      const nav = page.getByRole('navigation', { name: say('kn', 'dd.nav.label') });
      await expect
        .poll(() =>
          nav.evaluate((el) => {
            const row = el.querySelector('ul')!;
            return row.scrollWidth <= row.clientWidth && document.documentElement.scrollWidth <= window.innerWidth;
          }),
        )
        .toBe(true);
      const tabs = await nav.locator('ul').first().getByRole('link').allTextContents();
      const more = nav.getByRole('button', { name: say('kn', 'console.moreLabel') });
      let gathered: string[] = [];
      if (await more.isVisible()) {
        await more.click();
        gathered = (await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((s) => s.trim());
        await shoot(`menu-kn-${tag}`);
        await expectAccessible(page, 'kn', `/dd More menu ${tag}`);
        await page.keyboard.press('Escape');
      }
      expect([...tabs.map((s) => s.trim()), ...gathered]).toEqual(labels);
      for (const link of await nav.locator('ul').first().getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      }
      await shoot(`home-kn-${tag}`);
    }
    // 'Weekly reports' is reached at 1024 px, through More when it is gathered there.
    const more = page.getByRole('button', { name: say('kn', 'console.moreLabel') });
    if (await more.isVisible()) {
      await more.click();
      await page.getByRole('menuitem', { name: say('kn', 'dd.nav.reports') }).click();
    } else {
      await page.getByRole('link', { name: say('kn', 'dd.nav.reports') }).click();
    }
    await page.waitForURL((url) => url.pathname === '/dd/reports');

    await page.setViewportSize(WIDE);
    await page.goto(`/dd/feed?from=${day}&to=${day}`);
    const thumb = page.getByRole('button', { name: /ಫೋಟೋಗಳನ್ನು ತೆರೆಯಿರಿ$/ }).first();
    await thumb.waitFor();
    const feed = await apiGet<{ items: { organization: { name: { kn: string } } }[] }>(
      page,
      `tweets/dd-home?from=${day}&to=${day}&size=10`,
    );
    const knName = feed.items.find((p) => p.organization.name.kn)?.organization.name.kn;
    if (knName) await page.getByRole('table').getByText(knName, { exact: true }).first().waitFor();
    await expect
      .poll(() => page.getByRole('table').locator('time').first().textContent())
      .toMatch(/, (ಬೆಳಗ್ಗೆ|ಮಧ್ಯಾಹ್ನ|ಸಂಜೆ|ರಾತ್ರಿ) \d{1,2}:\d{2}:\d{2}$/);
    await shoot('feed-kn-1366');
    await thumb.click();
    await expect.poll(() => page.getByRole('dialog').getByTestId('viewer-counter').textContent()).toBe('1 / 4');
    await shoot('viewer-kn-1366');
    await page.keyboard.press('Escape');
    await page.setViewportSize(NARROW);
    await page.goto('/dd/incomplete/warden');
    await page.getByRole('heading', { name: say('kn', 'adm.incomplete.title.warden'), level: 1 }).waitFor();
    await shoot('incomplete-kn-1024');
    await switchLanguageMenu(page, 'en');
    await page.goto('/dd');
    await monthChart().waitFor();
    await shoot('home-en-1024');
  });

  it("the admin's section row fits 1024 px in Kannada too, every section reachable", async () => {
    const admin = await signedInPage(browser, server, DEMO.admin, NARROW);
    await switchLanguageMenu(admin, 'kn');
    const labels = ADMIN_SECTIONS.map((key) => say('kn', key));
    const nav = admin.getByRole('navigation', { name: say('kn', 'admin.nav.label') });
    await nav.waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const tabs = (await nav.locator('ul').first().getByRole('link').allTextContents()).map((s) => s.trim());
    const more = nav.getByRole('button', { name: say('kn', 'console.moreLabel') });
    let gathered: string[] = [];
    if (await more.isVisible()) {
      await more.click();
      gathered = (await admin.getByRole('menu').getByRole('menuitem').allTextContents()).map((s) => s.trim());
    }
    expect([...tabs, ...gathered]).toEqual(labels);
    await screenshot(admin, { path: `${SHOTS}/supervisor-day-admin-kn-1024.png` });
    await admin.context().close();
  });
});
