/**
 * The early face search (src/photos/early-faces.ts) is used only for the crop it ran on. A photo
 * of people taken sideways is picked for 'children having meals': confirmed as it is, its faces are
 * the ones found early on the sideways preview; turned upright in the crop dialog, the early search
 * is set aside and the detector looks at the turned photo, which shows the faces upright and finds
 * more of them. Offline, as a warden in a kitchen would be.
 */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInWarden } from './support/warden-sign-in.ts';
import { preparePhoto } from './support/drafts.ts';

const PEOPLE = path.resolve('tests/fixtures/faces/images/kpa_bar55.jpg');
const SLOT = 'children having meals';
let server: RunningServer;
let browser: Browser;
let page: Page;
let sideways: string;

beforeAll(async () => {
  sideways = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hm-turned-')), 'IMG_20260514_125901.jpg');
  // Turned a quarter clockwise in its pixels, with no EXIF orientation to undo it.
  await sharp(PEOPLE).rotate(90).jpeg({ quality: 92 }).toFile(sideways);
  server = await startServer({}, { clock: lunchtimeClock });
  browser = await launchBrowser();
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  await atLunchtime(context);
  page = await context.newPage();
  await signInWarden(page, server, server.url);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks the sideways photo for the slot, turns it left `turns` times, confirms; answers the faces blurred. */
async function facesBlurred(turns: number): Promise<number> {
  await preparePhoto(page, SLOT, sideways, turns);
  const count = page.locator('[data-faces]').first();
  await count.waitFor();
  return Number(await count.getAttribute('data-faces'));
}

describe('faces looked for early', () => {
  it('are set aside when the crop turns the photo, and the turned photo is looked at again', async () => {
    await page.getByRole('link', { name: 'Post Tweet' }).first().click();
    await page.getByRole('heading', { name: 'Create Tweet' }).waitFor();
    await page.getByRole('radio').first().check();

    const asTaken = await facesBlurred(0);
    await page.getByRole('button', { name: `Remove photo: ${SLOT}` }).click();
    const upright = await facesBlurred(1);
    expect(upright).toBeGreaterThanOrEqual(3);
    expect(upright).toBeGreaterThan(asTaken);
  }, 120_000);
});
