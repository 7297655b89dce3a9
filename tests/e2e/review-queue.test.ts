/**
 * The supervisors' review queue in Chromium (docs/review.md): warden@example.org uploads the same
 * plate photo's bytes twice and posts it in today's lunch of both their Mysuru hostels, so the
 * second post arrives flagged as a reused photo (a byte copy). dd@example.org, on a 1366×768 desk,
 * sees '1 post to review' on the home, opens the queue, reads the check in words and sees the two
 * photos side by side (each opens the photo viewer); a reason under 10 characters is refused on the
 * field, a good one rejects the post, the card leaves and 'Nothing to review' shows; the post's
 * details then show the rejection. Screenshots in English and Kannada at 1366 and 1024 px; axe on
 * the queue and its dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { istDate } from '@common/schedule.ts';
import { formatCalendarDay } from '@/lib/calendar-day';
import { launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO } from './support/sign-in-as.ts';
import { SHOTS, signedInPage } from './support/console-pages.ts';
import { expectAccessible, say, switchLanguageMenu } from './support/a11y-page.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';
import { multipart, tweetBody } from '../support/posting.ts';
import { scene } from '../support/review-photos.ts';

const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 1024, height: 768 };
const REASON = 'The plate photo is the same file as the other hostel’s lunch today.';

let server: RunningServer;
let browser: Browser;
let page: Page;
let hostels: { id: number; name: { en: string } }[] = [];
let flagged = 0;

async function api<T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object, headers = {}) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const res = await server.app.inject({ method, url: `/api/v1/${url}`, headers: { ...headers, ...auth }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: T }).data;
}

/** warden@example.org signed in through the API with the code mailed to them. */
async function wardenToken(): Promise<string> {
  const since = Date.now() - 1000;
  const login = await api<{ admin_id: number; access_token: string }>('POST', 'admin/login', null, {
    email_id: 'warden@example.org',
    password: 'Demo@2025',
  });
  const otp = await server.codeFor('warden@example.org', since);
  const body = { admin_id: login.admin_id, otp };
  return (await api<{ access_token: string }>('POST', 'admin/validate/email', login.access_token, body)).access_token;
}

async function uploadPhoto(token: string, bytes: Buffer): Promise<number> {
  const body = multipart({ media_owner: 'OWNER' }, { name: 'photo.jpg', bytes, type: 'image/jpeg' });
  return (await api<{ id: number }>('POST', 'media', token, body.payload, body.headers)).id;
}

/** Today's lunch of each of the warden's two hostels, the plate photo the same bytes in both. */
async function postTwice(): Promise<number> {
  const token = await wardenToken();
  hostels = (await api<{ items: typeof hostels }>('GET', 'organization/warden', token)).items;
  expect(hostels).toHaveLength(2);
  const plate = await scene(5);
  const posts: { id: number; checks: { kind: string }[] }[] = [];
  for (const [i, hostel] of hostels.entries()) {
    const menu = await uploadPhoto(token, await scene(20 + i));
    const dish = await uploadPhoto(token, plate);
    const captured_at = lunchtimeClock.now().toISOString();
    posts.push(await api('POST', 'tweet', token, tweetBody(hostel.id, menu, { image_2: dish, captured_at })));
  }
  expect(posts[1]!.checks.map((c) => c.kind)).toContain('REUSED_PHOTO');
  return posts[1]!.id;
}

/** A name as a pattern, its special characters taken literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const shoot = (name: string) => screenshot(page, { path: `${SHOTS}/review-queue-${name}.png`, fullPage: true });

/** Every photo of the queue's cards loaded, so a screenshot shows them. */
const photosLoaded = () =>
  expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({}, { clock: lunchtimeClock, seedPosts: false }),
    launchBrowser(),
  ]);
  flagged = await postTwice();
  page = await signedInPage(browser, server, DEMO.dd, WIDE);
  await page.getByRole('button', { name: 'Dismiss' }).click();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the DD's review queue", () => {
  it('the home says how many posts wait and opens the queue', async () => {
    const link = page.getByRole('link', { name: /1 post to review/ });
    await link.waitFor();
    await screenshot(page, { path: `${SHOTS}/review-queue-home-en-1366.png` });
    await link.click();
    await page.waitForURL('**/dd/review');
    await page.getByRole('heading', { level: 1, name: 'Posts to review' }).waitFor();
  });

  it('reads the check in words and shows the two photos side by side', async () => {
    const second = hostels[1]!.name.en;
    const first = hostels[0]!.name.en;
    const card = page.getByRole('article', { name: new RegExp(literal(second), 'i') });
    await card.waitFor();
    const day = formatCalendarDay(istDate(lunchtimeClock.now()), 'en');
    await card
      .getByText(
        new RegExp(
          `^Photo 2 \\(plate with food\\) is the same file as photo 2 of ${literal(first)}, posted on ${day}$`,
          'i',
        ),
      )
      .waitFor();
    const pair = card.getByRole('region', { name: 'Photo 2 beside the earlier photo' });
    await pair.getByText('Same file').waitFor();
    expect(await pair.locator('img').count()).toBe(2);
    await expect.poll(() => pair.getByText(new RegExp(literal(first), 'i')).count()).toBeGreaterThan(0);
    await photosLoaded();
    await shoot('en-1366');
    // A thumbnail opens the post's photos in the viewer; the pair's earlier photo opens the two.
    for (const [where, name] of [
      [card, 'Open photo 2 (plate with food) in the photo viewer'],
      [pair, 'Open photo 2 of the earlier post in the photo viewer'],
    ] as const) {
      await where.getByRole('button', { name }).first().click();
      await expect.poll(() => page.getByTestId('viewer-counter').textContent()).toBe('2 / 2');
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    }
    await expectAccessible(page, 'en', '/dd/review');
    await page.setViewportSize(NARROW);
    await shoot('en-1024');
  });

  it('in Kannada the queue fits 1366 and 1024 px', async () => {
    await switchLanguageMenu(page, 'kn');
    await page.getByRole('heading', { level: 1, name: say('kn', 'review.title') }).waitFor();
    for (const [size, tag] of [
      [WIDE, '1366'],
      [NARROW, '1024'],
    ] as const) {
      await page.setViewportSize(size);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await photosLoaded();
      await shoot(`kn-${tag}`);
    }
    await page.getByRole('button', { name: new RegExp(say('kn', 'review.reject')) }).click();
    await page.locator('dialog[open]').waitFor();
    await page.getByRole('button', { name: say('kn', 'review.reject'), exact: true }).click();
    await page.getByRole('dialog').locator('[aria-invalid="true"]').waitFor();
    await expectAccessible(page, 'kn', '/dd/review (reason dialog, reason too short)');
    await screenshot(page, { path: `${SHOTS}/review-queue-dialog-kn-1024.png` });
    await page.getByRole('button', { name: say('kn', 'review.dialog.cancel') }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await switchLanguageMenu(page, 'en');
    await page.setViewportSize(WIDE);
  });

  it('rejects with a reason: the card leaves, a toast confirms, the details show the rejection', async () => {
    const name = hostels[1]!.name.en;
    await page.getByRole('button', { name: new RegExp(`^Reject the post of ${literal(name)}$`, 'i') }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this post?' });
    await dialog.waitFor();
    await dialog.getByLabel('Reason').fill('Reused');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Please give a reason of 10 to 500 characters.').waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByText(`${REASON.length} / 500 characters`).waitFor();
    await dialog.getByText('Please give a reason of 10 to 500 characters.').waitFor({ state: 'detached' });
    await screenshot(page, { path: `${SHOTS}/review-queue-dialog-en-1366.png` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Post rejected.');
    await page.getByText('Nothing to review').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await shoot('empty-en-1366');

    await page.goto(`/dd/post/${flagged}`);
    await page.getByText(REASON).waitFor();
    await screenshot(page, { path: `${SHOTS}/review-queue-details-en-1366.png`, fullPage: true });
  });
});
