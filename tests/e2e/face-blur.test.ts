/**
 * Faces are blurred on the phone, offline (docs/spec-notes.md, 'Blurring faces on the phone'): in airplane mode the
 * warden opens the composer, which loads the face detector before any photo is picked, and composes with a photo of
 * people in slot 4 and a photo of a plate in slot 1, sees 'N faces blurred', adds a box by hand on the plate photo,
 * and submits; the outbox says how many faces were blurred. Back online the post goes out, and in the uploaded JPEGs
 * every face the detector finds with high confidence in the original (score ≥ 0.8) no longer reads as a face there
 * (score < 0.5 at the same place, same scale), and the hand-added box is pixelated (flat blocks where the original
 * had grain). Where the phone cannot look for faces, Submit waits until the warden blurs by hand (the keyboard's way
 * here) or says a photo has no people.
 */
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { iou } from '@/photos/faces/face-boxes';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiGet, cameraJpeg, expectOutboxSent, outboxRows } from './support/compose.ts';
import { signInWarden } from './support/warden-sign-in.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { facesIn, rgba } from '../support/faces-node.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

const shots = 'test-results/screenshots';
const PEOPLE = path.resolve('tests/fixtures/faces/images/kpa_bar55.jpg');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let plate: string;

beforeAll(async () => {
  [server, plate] = await Promise.all([
    startServer({}, { clock: lunchtimeClock }),
    cameraJpeg('IMG_20260514_125901.jpg', 1600, 1200, 'PLATE'),
  ]);
  browser = await launchBrowser();
  context = await browser.newContext({ ...PHONE, baseURL: server.url });
  await atLunchtime(context);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function addPhoto(slot: string, file: string) {
  await page.getByLabel(`Choose from gallery: ${slot}`).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await dialog.locator('.cropper-crop-box').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
}

/** Mean standard deviation of the grey level inside 8 px cells of an area: texture, or flat blocks. */
async function texture(image: Buffer, area: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(image)
    .extract({
      left: Math.round(area.x),
      top: Math.round(area.y),
      width: Math.round(area.width),
      height: Math.round(area.height),
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sds: number[] = [];
  for (let cy = 0; cy + 8 <= info.height; cy += 8)
    for (let cx = 0; cx + 8 <= info.width; cx += 8) {
      const v: number[] = [];
      for (let y = cy + 2; y < cy + 6; y++) for (let x = cx + 2; x < cx + 6; x++) v.push(data[y * info.width + x]!);
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      sds.push(Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / v.length));
    }
  return sds.reduce((a, b) => a + b, 0) / sds.length;
}

describe('face blur', () => {
  it('blurs the faces found and a box added by hand, offline, and tells the warden', async () => {
    await signInWarden(page, server, server.url);
    // The home saves the warden's institutions on the phone; the composer reads them offline.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    // The composer has the photo worker load the detector before any photo is picked (from the
    // service worker's cache here, offline).
    const detectorLoaded = page.waitForRequest(/tfjs-backend-wasm-simd-[\w-]+\.wasm$/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Post Tweet' }).first().click();
    await page.getByRole('heading', { name: 'Create Tweet' }).waitFor();
    await detectorLoaded;
    await page.getByRole('radio').first().check();
    await page.getByLabel('Description').fill('Ragi mudde, sambar and buttermilk.');

    await addPhoto('children having meals', PEOPLE);
    const count = page.locator('[data-faces]').first();
    await count.waitFor();
    const found = Number(await count.getAttribute('data-faces'));
    expect(found).toBeGreaterThanOrEqual(3);
    await page.getByText(`${found} faces blurred`).waitFor();

    await addPhoto('menu chart', plate);
    const menuCount = page.locator('[data-faces]').first();
    const menuFound = Number(await menuCount.getAttribute('data-faces'));
    await page.getByRole('button', { name: 'Check faces: menu chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check faces' });
    const area = dialog.getByRole('group', { name: 'The photo: tap a face to blur it' });
    const box = (await area.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.5);
    await dialog.getByText('Blurred by hand 1').waitFor();
    await screenshot(page, { path: `${shots}/e2e-faces-check-phone.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => Number(await menuCount.getAttribute('data-faces'))).toBe(menuFound + 1);
    await screenshot(page, { path: `${shots}/e2e-faces-composer-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/dashboard/home', { timeout: 60_000 });
    const [row] = await outboxRows(page);
    expect(row!.photos.map((p) => [p.slot, (p as { faces?: unknown }).faces])).toEqual([
      [1, { detected: menuFound, hand: 1, removed: 0, no_people: false, detector: 'ran' }],
      [4, { detected: found, hand: 0, removed: 0, no_people: false, detector: 'ran' }],
    ]);
    await page.goto('/dashboard/outbox');
    await page.getByText(`${found + menuFound + 1} faces blurred`).waitFor();
    await screenshot(page, { path: `${shots}/e2e-faces-outbox-phone.png`, fullPage: true });

    await context.setOffline(false);
    await expectOutboxSent(page, 1);
    await expectToast(page, /post for .* sent: /);
    type Posted = {
      id: number;
      faces: { slot: number; detected: number; hand: number }[];
      images: Record<string, { image_url: { full: { high_res: string } } } | null>;
    };
    const posted = (await apiGet<{ items: Posted[] }>(page, 'tweet/warden?page=1&size=1&status=ALL')).items[0]!;
    expect(posted.faces.map((f) => [f.slot, f.detected, f.hand])).toEqual([
      [1, menuFound, 1],
      [4, found, 0],
    ]);
    const download = async (slot: string) =>
      Buffer.from(await (await fetch(new URL(posted.images[slot]!.image_url.full.high_res, server.url))).arrayBuffer());

    // Every confident face of the original reads as no face at the same place in the upload.
    const uploaded = await download('image_4');
    const meta = await sharp(uploaded).metadata();
    const scale = meta.width! / 800;
    const before = (await facesIn(PEOPLE)).filter((f) => f.score >= 0.8);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const after = await facesIn(uploaded, 0.3);
    for (const face of before) {
      const same = {
        ...face,
        x: face.x * scale,
        y: face.y * scale,
        width: face.width * scale,
        height: face.height * scale,
      };
      const still = after.filter((a) => iou(a, same) > 0.3 && a.score >= 0.5);
      expect(still, `face at ${Math.round(face.x)},${Math.round(face.y)}`).toEqual([]);
    }

    // The hand box on the plate photo's grainy table is flat blocks; the original had grain there.
    const menu = await download('image_1');
    const m = await sharp(menu).metadata();
    const centre = { x: m.width! * 0.08, y: m.height! * 0.47, width: m.width! * 0.04, height: m.width! * 0.04 };
    const original = await sharp(plate).resize(m.width, m.height).jpeg().toBuffer();
    expect(await texture(menu, centre)).toBeLessThan((await texture(original, centre)) / 3);
    expect((await rgba(menu)).width).toBe(m.width);
  }, 240_000);

  it('when the phone cannot look for faces, Submit waits for a hand blur or "no people"', async () => {
    // No service worker and no WebAssembly: the detector cannot start, as on a phone without it.
    const blocked = await browser.newContext({ ...PHONE, baseURL: server.url, serviceWorkers: 'block' });
    await atLunchtime(blocked);
    await blocked.route('**/*.wasm', (route) => route.abort());
    const p = await blocked.newPage();
    await signInAs(p, server, DEMO.warden);
    await p.getByRole('link', { name: 'Post Tweet' }).first().click();
    await p.getByRole('heading', { name: 'Create Tweet' }).waitFor();
    // The other hostel: the first one's lunch was posted by the test before, and the composer
    // does not offer a meal already posted.
    await p.locator('input[name=institution]').nth(1).check();
    await p.getByLabel('Description').fill('Chapati, dal and a banana.');
    page = p;
    await addPhoto('menu chart', plate);
    await addPhoto('children having meals', PEOPLE);
    await p.getByText('This phone could not look for faces in this photo. Blur each face by hand').waitFor();
    await p.getByText('This phone could not look for faces in this photo. Blur each child’s face by hand.').waitFor();

    await p.getByRole('button', { name: 'Submit' }).click();
    await p.getByText('Blur the faces in this photo by hand, or tick “No people in this photo”.').waitFor();
    await p.getByText('Blur the children’s faces in this photo by hand.').waitFor();
    await screenshot(p, { path: `${shots}/e2e-faces-unavailable-phone.png`, fullPage: true });
    expect(new URL(p.url()).pathname).toBe('/dashboard/add-tweet');

    await p.getByLabel('No people in this photo').check();
    // The keyboard's way: move the cross and press Enter.
    await p.getByRole('button', { name: 'Check faces: children having meals' }).click();
    const dialog = p.getByRole('dialog', { name: 'Check faces' });
    await dialog.getByRole('group', { name: 'The photo: tap a face to blur it' }).focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'Enter']) await p.keyboard.press(key);
    await dialog.getByText('Blurred by hand 1').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await p.getByRole('button', { name: 'Submit' }).click();
    await p.waitForURL('**/dashboard/home', { timeout: 60_000 });
    const [row] = await outboxRows(p);
    expect(row!.photos.map((ph) => [ph.slot, (ph as { faces?: unknown }).faces])).toEqual([
      [1, { detected: 0, hand: 0, removed: 0, no_people: true, detector: 'unavailable' }],
      [4, { detected: 0, hand: 1, removed: 0, no_people: false, detector: 'unavailable' }],
    ]);
    await blocked.close();
  }, 240_000);
});
