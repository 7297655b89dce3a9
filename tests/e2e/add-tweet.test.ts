/**
 * The posting path end to end in Chromium at phone size: the warden composes a Lunch post with two
 * 12-megapixel camera JPEGs, crops (zoom, a quarter turn, a key nudge), submits; the post goes
 * through the outbox and the sender to the server exactly once, judged by its Submit time, each
 * photo at most 200 KB and 1600 px, stamped, with the EXIF capture time kept. With no network the
 * composer still offers the institutions saved on the phone. A warden whose hostel is on holiday
 * sees the notice instead of description and Submit.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_SLOTS, judgePost, slotFor } from '@common/schedule';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiGet, cameraJpeg, expectOutboxSent, outboxRows } from './support/compose.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

const shots = 'test-results/screenshots';
const KB = 1024;
const HERE = { latitude: 12.30512, longitude: 76.65522 };
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let landscape: string;
let portrait: string;
const pageErrors: string[] = [];

async function signIn(p: Page, email: string): Promise<void> {
  const since = Date.now() - 1000;
  await p.goto('/');
  await p.getByLabel('Email ID').fill(email);
  await p.getByLabel('Password', { exact: true }).fill('Demo@2025');
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.getByRole('heading', { name: 'Validate Email ID (OTP)' }).waitFor();
  await p.getByLabel('OTP', { exact: true }).fill(await server.codeFor(email, since));
  await p.getByRole('button', { name: 'Validate' }).click();
  await p.waitForURL('**/dashboard/home');
}

async function addPhoto(
  slot: string,
  file: string,
  crop: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined,
) {
  await page.getByLabel(`Choose from gallery: ${slot}`).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await dialog.locator('.cropper-crop-box').waitFor();
  await crop(dialog);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByRole('img', { name: slot }).waitFor();
}

beforeAll(async () => {
  [server, landscape, portrait] = await Promise.all([
    startServer({}, { clock: lunchtimeClock }),
    cameraJpeg('IMG_20260514_125830.jpg', 4000, 3000, 'MENU'),
    cameraJpeg('IMG_20260514_125901.jpg', 3000, 4000, 'PLATE'),
  ]);
  browser = await launchBrowser();
  context = await browser.newContext({
    ...PHONE,
    baseURL: server.url,
    permissions: ['geolocation'],
    geolocation: HERE,
  });
  await atLunchtime(context);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  fs.mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('add tweet', () => {
  it('composes a Lunch post with two cropped 12 MP photos and saves it to the outbox', async () => {
    expect(fs.statSync(landscape).size).toBeGreaterThan(2 * 1024 * KB);
    await signIn(page, 'warden@example.org');
    await page.getByRole('link', { name: 'Post Tweet' }).first().click();
    await page.getByRole('heading', { name: 'Create Tweet' }).waitFor();
    await page.getByRole('heading', { name: 'add new tweet' }).waitFor();
    await page.getByText('country: India').waitFor();
    await page.getByText(/Your location is added too/).waitFor();

    const hostel = page.getByRole('radio').first();
    await hostel.check();
    await page.locator('label', { hasText: 'Lunch' }).click();
    expect(await page.getByRole('radio', { name: /Lunch/ }).isChecked()).toBe(true);
    await page.getByLabel('Description').fill('Rice, sambar, beans palya and curd.');

    await addPhoto('menu chart', landscape, async (dialog) => {
      await dialog.getByLabel('Zoom').focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.locator('output').textContent()).toBe('1.50×');
      await dialog.getByRole('button', { name: 'Rotate right' }).click();
      await dialog.getByRole('button', { name: 'Rotate left' }).focus();
      await page.keyboard.press('Shift+ArrowLeft');
      await screenshot(page, { path: `${shots}/e2e-add-tweet-crop.png` });
    });
    await addPhoto('plate with food', portrait);
    await screenshot(page, { path: `${shots}/e2e-add-tweet-composer.png`, fullPage: true });

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/dashboard/home', { timeout: 30_000 });
    await expectOutboxSent(page, 1);
    await expectToast(page, 'Post saved on this phone and being sent.');
    await expectToast(page, /Lunch post for .* sent: /);
  });

  it('reaches the server exactly once, judged by its Submit time, with small stamped photos', async () => {
    const rows = await outboxRows(page);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      state: 'sent',
      meal: 'LUNCH',
      exif_taken_at: '2026-05-14T12:58:30+05:30',
      latitude: HERE.latitude,
    });
    expect(row.photos.map((p) => p.slot)).toEqual([1, 2]);
    for (const photo of row.photos) {
      expect(photo.type).toBe('image/jpeg');
      expect(photo.size).toBeLessThanOrEqual(200 * KB);
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(1600);
    }
    // The quarter turn made the landscape menu photo portrait.
    expect(row.photos[0]!.height).toBeGreaterThan(row.photos[0]!.width);

    type Item = {
      id: number;
      client_id: string;
      meal: string;
      day: string;
      tweet_status: string;
      captured_at: string;
      createdAt: string;
      exif_taken_at: string | null;
      organization: { id: number };
      photo_sources: { slot: number; source: string; file_time: string | null }[];
      images: Record<
        string,
        { size: { original: number }; width: number; height: number; image_url: { full: { high_res: string } } } | null
      >;
    };
    const list = await apiGet<{ items: Item[] }>(page, 'tweet/warden?size=100');
    const mine = list.items.filter((item) => item.client_id === row.client_id);
    expect(mine).toHaveLength(1);
    const tweet = mine[0]!;
    expect(
      list.items.filter(
        (item) => item.organization.id === tweet.organization.id && item.day === tweet.day && item.meal === 'LUNCH',
      ),
    ).toHaveLength(1);
    expect(tweet.meal).toBe('LUNCH');
    // Both photos were chosen from the gallery, and the post says so (docs/spec-notes.md, 'How a photo came in').
    expect(tweet.photo_sources.map(({ slot, source }) => ({ slot, source }))).toEqual([
      { slot: 1, source: 'GALLERY' },
      { slot: 2, source: 'GALLERY' },
    ]);
    expect(Date.parse(tweet.captured_at)).toBe(Date.parse(row.captured_at));
    expect(tweet.exif_taken_at).toBe('2026-05-14T07:28:30.000Z');
    const judged = judgePost(new Date(tweet.captured_at), new Date(tweet.createdAt), slotFor(DEFAULT_SLOTS, 'LUNCH'));
    expect(tweet.tweet_status).toBe(judged.status);
    expect(row.result).toMatchObject({ tweet_id: tweet.id, tweet_status: tweet.tweet_status });

    for (const key of ['image_1', 'image_2']) {
      const media = tweet.images[key]!;
      expect(media.size.original).toBeLessThanOrEqual(200 * KB);
      const file = path.join(server.dataDir, media.image_url.full.high_res.replace(/^\/media\//, 'media/'));
      expect(fs.statSync(file).size).toBeLessThanOrEqual(200 * KB);
      const meta = await sharp(file).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    }
    expect(tweet.images.image_3).toBeNull();

    const stamped = row.photos[0]!;
    fs.writeFileSync(`${shots}/e2e-stamped-photo.jpg`, Buffer.from(stamped.base64, 'base64'));
    const viewer = await context.newPage();
    await viewer.setContent(
      `<body style="margin:0;background:#111"><img alt="stamped" style="width:100%;display:block" src="data:image/jpeg;base64,${stamped.base64}"></body>`,
    );
    await viewer.getByRole('img', { name: 'stamped' }).evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(viewer, { path: `${shots}/e2e-add-tweet-stamped.png` });
    await viewer.close();

    if (fs.existsSync('src/routes/dashboard/$id.tsx')) {
      await page.goto(`/dashboard/${tweet.id}`);
      await page.getByText('Tweets Details').first().waitFor();
    }
    expect(pageErrors).toEqual([]);
  });

  it('still offers the institutions with no network, from the phone', async () => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await context.setOffline(true);
    await page.goto('/dashboard/add-tweet');
    await page.getByText('No network: showing the institutions saved on this phone.').waitFor();
    expect(await page.getByRole('radio', { name: /Hostel/ }).count()).toBeGreaterThan(0);
    await context.setOffline(false);
  });

  it('shows the holiday notice instead of description and Submit', async () => {
    const other = await browser.newContext({ ...PHONE, baseURL: server.url });
    const p = await other.newPage();
    await signIn(p, 'warden2@example.org');
    await p.goto('/dashboard/add-tweet');
    await p.getByText('School/Hostel is on a holiday!').waitFor();
    await p.getByText(/Only the DD\/JD officers of .* district can revoke this holiday/).waitFor();
    expect(await p.getByLabel('Description').count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await p.getByLabel('Take a photo: menu chart').count()).toBe(0);
    await screenshot(p, { path: `${shots}/e2e-add-tweet-holiday.png`, fullPage: true });
    await p.getByRole('button', { name: 'Cancel' }).click();
    await other.close();
  });
});
