/**
 * Help instead of dead ends (docs/spec-notes.md, "Help" and "Unknown addresses"): the footer's
 * 'read documentation' opens /help signed out and as a warden on a phone, /help opens offline
 * after one visit, 'watch support videos' shows only when HELP_VIDEOS_URL is set, an unknown
 * public address answers the public 404 page (also to a phone whose service worker runs the app),
 * and /help passes axe in both languages. Screenshots: /help at phone and desk size in English
 * and Kannada, both footers, the console's, and the 404 page. A DD's console footer leads to /help too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { helpEn } from '@/i18n/help-en';
import { helpKn } from '@/i18n/help-kn';
import { NOT_FOUND_TEXTS } from '@common/site/not-found-page-texts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInWarden } from './support/warden-sign-in.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { expectNoToastShown } from './support/toast-log.ts';
import { axeViolations, formatViolations, type Violation } from './support/axe.ts';
import { PUBLIC_SIZES, expectStyled, noScriptPage, underAxe } from './support/public-page.ts';
import { screenshot } from './support/screenshots.ts';

const VIDEOS = 'https://videos.example.org/hostel-meals';
const SHOTS = 'test-results/screenshots';
const DESK = { viewport: { width: 1366, height: 768 } } as const;

let server: RunningServer;
let bare: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, bare, browser] = await Promise.all([
    startServer({ HELP_VIDEOS_URL: VIDEOS }),
    startServer({ SEED: 'none' }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), bare?.stop()]);
});

const videosLink = (page: Page) => page.getByRole('link', { name: 'watch support videos' });
const docsLink = (page: Page) => page.getByRole('link', { name: 'read documentation' });

async function toKannada(page: Page): Promise<void> {
  await page.getByRole('button', { name: /ಕನ್ನಡ/ }).click();
  await page.getByRole('heading', { level: 1, name: helpKn['help.title'] }).waitFor();
}

describe('signed out', () => {
  it("follows 'read documentation' from sign-in to /help, and back to sign-in", async () => {
    const context = await browser.newContext({ ...DESK, baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expect.poll(() => videosLink(page).getAttribute('href')).toBe(VIDEOS);
    await docsLink(page).click();
    await page.waitForURL('**/help');
    await page.getByRole('heading', { level: 1, name: helpEn['help.title'] }).waitFor();
    // Signed out, no guide is 'For you'; the wardens' comes first and the statuses use the one vocabulary.
    expect(await page.getByText(helpEn['help.yourRole'], { exact: true }).count()).toBe(0);
    for (const name of ['On Time', 'Delayed', 'After Deadline', 'Not Posted', 'Holiday'])
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .waitFor();
    expect(await page.getByRole('row', { name: /Lunch 11:30 13:30 15:30/ }).count()).toBe(1);
    await screenshot(page, { path: `${SHOTS}/help-en-desktop.png`, fullPage: true });
    await toKannada(page);
    await screenshot(page, { path: `${SHOTS}/help-kn-desktop.png`, fullPage: true });
    await page.getByRole('link', { name: helpKn['help.signIn'] }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it("hides 'watch support videos' when HELP_VIDEOS_URL is not set", async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: bare.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const config = page.waitForResponse((r) => r.url().endsWith('/api/v1/config') && r.ok());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect((await (await config).json()).data.help_videos_url).toBeNull();
    await docsLink(page).waitFor();
    expect(await videosLink(page).count()).toBe(0);
    await screenshot(page, { path: `${SHOTS}/help-sign-in-footer-phone.png`, fullPage: true });
    await docsLink(page).click();
    await page.getByRole('heading', { level: 1, name: helpEn['help.title'] }).waitFor();
    expect(await page.getByRole('link', { name: helpEn['help.videos'] }).count()).toBe(0);
    await context.close();
  });

  it('passes axe on /help in both languages', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: helpEn['help.title'] }).waitFor();
    const found: Violation[] = await axeViolations(page, '/help [en]');
    await toKannada(page);
    found.push(...(await axeViolations(page, '/help [kn]')));
    expect(found, formatViolations(found)).toEqual([]);
    await context.close();
  });
});

describe('a warden on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url });
    page = await context.newPage();
    await signInWarden(page, server, server.url);
  });
  afterAll(() => page?.context().close());

  it("follows 'read documentation' from the dashboard to /help, with the wardens' guide first", async () => {
    await page.goto('/dashboard/home');
    await expect.poll(() => videosLink(page).getAttribute('href')).toBe(VIDEOS);
    await docsLink(page).scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/help-dashboard-footer-phone.png` });
    await docsLink(page).click();
    await page.waitForURL('**/help');
    const own = page.locator('section', { has: page.getByText(helpEn['help.yourRole'], { exact: true }) });
    await own.getByRole('heading', { level: 2, name: new RegExp(`^${helpEn['help.warden.title']}`) }).waitFor();
    await page.getByRole('link', { name: helpEn['help.videos'] }).waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, { path: `${SHOTS}/help-en-phone.png` });
    await screenshot(page, { path: `${SHOTS}/help-en-phone-full.png`, fullPage: true });
    await page.getByRole('link', { name: helpEn['help.home'] }).click();
    await page.waitForURL('**/dashboard/home');
  });

  it('opens /help with the network off after one visit, in Kannada too', async () => {
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: helpEn['help.title'] }).waitFor();
    await page.context().setOffline(true);
    try {
      await page.goto('/help');
      await page.getByRole('heading', { level: 1, name: helpEn['help.title'] }).waitFor();
      await page.getByText(helpEn['help.warden.outbox.2']).waitFor();
      // Unknown offline, the videos link is hidden rather than offered to a page that cannot load.
      expect(await page.getByRole('link', { name: helpEn['help.videos'] }).count()).toBe(0);
      await toKannada(page);
      await page.getByText(helpKn['help.warden.outbox.2']).waitFor();
      await screenshot(page, { path: `${SHOTS}/help-kn-phone.png` });
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('meets the public 404 page at an unknown public address, not the app', async () => {
    const res = await page.goto('/site/hostels');
    expect(res?.status()).toBe(404);
    // The page picks its language from the address, as /site does, not from the app's choice.
    await page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.en.heading }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
});

describe('a DD at a desk', () => {
  it("follows the console footer's 'read documentation' to /help, with the DDs' guide first", async () => {
    const context = await browser.newContext({ ...DESK, baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAs(page, server, DEMO.dd);
    await expect.poll(() => videosLink(page).getAttribute('href')).toBe(VIDEOS);
    await expectNoToastShown(page);
    await screenshot(page.locator('footer'), { path: `${SHOTS}/help-console-footer-desktop.png` });
    await docsLink(page).click();
    await page.waitForURL('**/help');
    const own = page.locator('section', { has: page.getByText(helpEn['help.yourRole'], { exact: true }) });
    await own
      .getByRole('heading', { level: 2, name: new RegExp(`^${helpEn['help.dd.title'].replace(/[()]/g, '\\$&')}`) })
      .waitFor();
    await page.getByRole('link', { name: helpEn['help.home'] }).click();
    await page.waitForURL((url) => url.pathname === '/dd');
    await context.close();
  });
});

describe('the public 404 page with JavaScript off', () => {
  for (const size of PUBLIC_SIZES) {
    it(`reads at ${size.name} px in English and, through its ಕನ್ನಡ link, in Kannada`, async () => {
      const { context, page, problems } = await noScriptPage(browser, server.url, size.viewport);
      const res = await page.goto('/site/hostels');
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.en.heading }).waitFor();
      await expectStyled(page, size.viewport.width);
      await screenshot(page, { path: `${SHOTS}/not-found-en-${size.name}.png`, fullPage: true });
      await page.getByRole('link', { name: /ಕನ್ನಡ/ }).click();
      await page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.kn.heading }).waitFor();
      expect(new URL(page.url()).search).toBe('?lang=kn');
      await expectStyled(page, size.viewport.width);
      await screenshot(page, { path: `${SHOTS}/not-found-kn-${size.name}.png`, fullPage: true });
      await page.getByRole('link', { name: NOT_FOUND_TEXTS.kn.website }).click();
      await page.waitForURL('**/site?lang=kn');
      // The browser logs the page's own 404 status; nothing else may fail or be refused.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  }
});

underAxe(
  'the public 404 page under axe',
  () => ({ browser, baseURL: server.url }),
  () => ['/site/hostels', '/site/hostels?lang=kn', '/about'],
);
