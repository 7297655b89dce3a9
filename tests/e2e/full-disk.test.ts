/**
 * A full disk (docs/offline.md, 'A full disk') in Chromium: the app's origin is given a quota just
 * above what it already uses (CDP Storage.overrideQuotaForOrigin, held once IndexedDB asks again), so
 * IndexedDB refuses the next photo. The warden prepares a photo and sees what to free, in English
 * and Kannada; the draft's text saved before stays, no photo row is half-written, and Submit with
 * the phone still full saves nothing and loses nothing. With the quota lifted, Submit posts it and
 * the draft is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { cameraJpeg, expectOutboxSent, outboxRows } from './support/compose.ts';
import { signInWarden } from './support/warden-sign-in.ts';
import { SLOTS, draftsOnPhone, preparePhoto, waitForQuotaRefusal } from './support/drafts.ts';
import { say, switchLanguageMenu } from './support/a11y-page.ts';
import { screenshot } from './support/screenshots.ts';
import { shots } from './support/outbox-flow.ts';

const TEXT = 'Ragi mudde, saaru and buttermilk.';
let server: RunningServer;
let browser: Browser;
let cdp: CDPSession;
let page: Page;
let photo: string;

async function setQuota(quotaSize?: number): Promise<void> {
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: server.url, ...(quotaSize ? { quotaSize } : {}) });
}

beforeAll(async () => {
  [server, photo] = await Promise.all([
    startServer({}, { clock: lunchtimeClock }),
    cameraJpeg('IMG_20260514_125830.jpg', 2000, 1500, 'MENU'),
  ]);
  browser = await launchBrowser();
  const context = await browser.newContext({ ...PHONE });
  await atLunchtime(context);
  page = await context.newPage();
  // The page's own session: a browser-level one answers 'Internal error' for any context but the
  // browser's default one, which a test's fresh context is not (the quota belongs to its storage).
  cdp = await context.newCDPSession(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a full disk', () => {
  it('says what to free, keeps what was saved and the post in hand, and posts once there is room', async () => {
    await signInWarden(page, server, server.url);
    await page.goto(`${server.url}/dashboard/add-tweet`);
    await page.locator('input[name=institution]').first().check();
    await page.locator('label', { hasText: 'Lunch' }).click();
    await page.getByLabel('Description').fill(TEXT);
    await expect.poll(async () => (await draftsOnPhone(page))[0]?.content).toBe(TEXT);

    // Room for what is there and a little more: not for a photo.
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await setQuota(usage + 50 * 1024);
    await waitForQuotaRefusal(page);
    await preparePhoto(page, SLOTS[0], photo);
    const note = page.getByTestId('full-disk');
    await note.getByText('The phone is full').waitFor();
    await note.getByText('keep this page open', { exact: false }).waitFor();
    await note.getByText('delete photos or videos you no longer need', { exact: false }).waitFor();
    await note.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, { path: `${shots}/e2e-full-disk-phone.png`, animations: 'disabled' });
    await switchLanguageMenu(page, 'kn');
    await note.getByText(say('kn', 'drafts.full.title')).waitFor();
    await note.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, { path: `${shots}/e2e-full-disk-phone-kn.png`, animations: 'disabled' });
    await switchLanguageMenu(page, 'en');

    // What was saved stays: the text, and no photo row at all (the refused write left nothing).
    const [draft] = await draftsOnPhone(page);
    expect(draft).toMatchObject({ content: TEXT, photos: [] });

    // Submit with the phone still full: nothing reaches the outbox, the post stays on screen.
    await page.getByRole('button', { name: 'Submit' }).click();
    await note.getByText('The post could not be saved for sending.', { exact: false }).waitFor();
    expect(await outboxRows(page, { photos: false })).toEqual([]);
    await page.getByRole('img', { name: SLOTS[0] }).waitFor();
    expect(await page.getByLabel('Description').inputValue()).toBe(TEXT);
    expect(await draftsOnPhone(page)).toMatchObject([{ content: TEXT, photos: [] }]);
    await expect.poll(() => page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);

    // Space is freed: the same Submit goes through, and the draft leaves with it.
    await setQuota();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectOutboxSent(page, 1);
    const [row] = await outboxRows(page);
    expect(row?.photos.map((p) => p.slot)).toEqual([1]);
    expect(await draftsOnPhone(page)).toEqual([]);
  });
});
