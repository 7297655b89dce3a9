/**
 * The media library in Chromium (docs/spec-notes.md, 'The website's content and its review'): an ADMIN (texted code)
 * makes a folder, chooses twelve files and is told only ten go at once; then chooses a too-large image, a text file
 * and a good PNG: the two refusals stay on their rows, the good one uploads with its own progress, and success is
 * announced only once every listed file is uploaded. A crop is saved as a new file next to the untouched original,
 * and the folder that now holds files cannot be deleted. Screenshots at 1280×800 and 360×740 go to
 * test-results/library-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { apiGet } from './support/compose.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let dir: string;
const pageErrors: string[] = [];
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const MB = 1024 * 1024;

/** Desk and phone screenshots; a page (no popup open) is taken whole on the phone. */
async function shoot(name: string, fullPage = false): Promise<void> {
  fs.mkdirSync('test-results', { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, { path: `test-results/library-${name}-desktop.png`, fullPage });
  await page.setViewportSize(PHONE);
  // Two frames at the new size: the cropper lays itself out again on the resize event.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await screenshot(page, { path: `test-results/library-${name}-phone.png`, fullPage, animations: 'disabled' });
  await page.setViewportSize(DESK);
}

/** A real PNG of side × side noise (noise compresses badly: 900 px is over 1 MB). */
async function pngFile(name: string, side: number): Promise<string> {
  const noise = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const file = path.join(dir, name);
  fs.writeFileSync(file, noise);
  return file;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-library-'));
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESK, baseURL: server.url });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('media library', () => {
  it('uploads with the spec limits and messages, crops into a new file, and keeps a full folder', async () => {
    await signInAs(page, server, DEMO.admin);
    await page.goto('/content/media');
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor();
    await page.getByText('no data found!').waitFor();
    await shoot('empty', true);

    // A folder, opened.
    await page.getByRole('button', { name: 'New folder' }).click();
    const naming = page.getByRole('dialog', { name: 'New folder' });
    await naming.getByLabel('Folder name').fill('ab');
    await naming.getByRole('button', { name: 'Create folder' }).click();
    await naming.getByText('Use at least 3 characters.').waitFor();
    await naming.getByLabel('Folder name').fill('Banners 2026');
    await naming.getByRole('button', { name: 'Create folder' }).click();
    await naming.waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Folders here' })
      .getByRole('button', { name: /Banners 2026/ })
      .click();
    await page.waitForURL(/folder=\d+/);

    // Twelve at once: only ten are kept, with the spec's message.
    const small = await pngFile('tile.png', 40);
    const twelve = Array.from({ length: 12 }, (_, i) => {
      const file = path.join(dir, `tile-${i + 1}.png`);
      fs.copyFileSync(small, file);
      return file;
    });
    await page.getByRole('button', { name: 'Upload files' }).click();
    const upload = page.getByRole('dialog', { name: 'Media upload' });
    await upload.locator('input[type=file]').setInputFiles(twelve);
    await upload.getByRole('alert').getByText('You can select upto 10 files at once.').waitFor();
    expect(await upload.getByRole('progressbar').count()).toBe(10);
    await shoot('upload-too-many');
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await upload.waitFor({ state: 'detached' });

    // A too-large image, an unsupported file and a good PNG.
    const big = path.join(dir, 'poster.png');
    fs.writeFileSync(big, Buffer.alloc(6 * MB, 1));
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not a picture');
    const good = await pngFile('school gate.png', 900);
    expect(fs.statSync(good).size).toBeGreaterThan(MB);
    await page.getByRole('button', { name: 'Upload files' }).click();
    await upload.locator('input[type=file]').setInputFiles([big, text, good]);
    const row = (name: string) => upload.getByRole('listitem').filter({ hasText: name });
    await row('poster.png').getByText('File size limit exceeded!').waitFor();
    await row('poster.png').getByText('Image should be below 5 MB.').waitFor();
    await row('notes.txt').getByText('File type not supported!').waitFor();
    expect(await row('poster.png').getByRole('button', { name: 'Upload poster.png' }).isDisabled()).toBe(true);

    // Watch the good file's bar while a slow line carries it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 4 * MB,
      uploadThroughput: 1 * MB,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role=progressbar][aria-label="Upload progress of school gate.png"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await upload.getByRole('button', { name: 'Submit' }).click();
    await row('school gate.png').getByText('Uploaded').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen[seen.length - 1]).toBe(100);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    // The refused files stay listed with their reasons, and no success is claimed yet.
    expect(
      await upload
        .getByRole('listitem')
        .filter({ hasText: /poster\.png|notes\.txt/ })
        .count(),
    ).toBe(2);
    expect(await page.getByText('Media upload successfull').count()).toBe(0);
    await shoot('upload-rows');
    await upload.getByRole('button', { name: 'Remove poster.png' }).click();
    await upload.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expectToast(page, 'Media upload successfull');
    await upload.waitFor({ state: 'detached' });

    // The file is in the folder; crop it into a new file.
    const files = page.getByRole('list', { name: /^Files in/ });
    await files.getByRole('button', { name: /school-gate\.png|school gate\.png/ }).click();
    const details = page.getByRole('dialog', { name: /school.gate\.png/ });
    await details.getByText('No section of the website uses this file.').waitFor();
    await details.getByLabel('Alt text in English').fill('The school gate');
    await details.getByLabel('Alt text in Kannada').fill('ಶಾಲೆಯ ದ್ವಾರ');
    await details.getByRole('button', { name: 'Save alt text' }).click();
    await expect
      .poll(() => server.app.ctx.db.selectFrom('media').select('id').where('alt_kn', '=', 'ಶಾಲೆಯ ದ್ವಾರ').execute())
      .toHaveLength(1);
    await expectToast(page, 'File updated.');
    await shoot('details');
    await details.getByRole('button', { name: 'Crop' }).click();
    const crop = page.getByRole('dialog', { name: 'Crop Image' });
    await crop.locator('.cropper-crop-box').waitFor();
    await crop.getByLabel('Zoom').focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => crop.locator('output').textContent()).toBe('1.20×');
    await crop.getByRole('button', { name: 'Rotate right' }).click();
    await crop.getByRole('button', { name: 'Rotate left' }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await shoot('crop');
    await crop.getByRole('button', { name: 'Save as new file' }).click();
    await expectToast(page, /Saved as .*-cropped\.png\./, 30_000);
    await crop.waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => files.getByRole('listitem').count()).toBe(2);
    await files.getByRole('button', { name: /-cropped\.png/ }).waitFor();
    const folderId = Number(new URL(page.url()).searchParams.get('folder'));
    const listed = await apiGet<{ data: { items: { name: { original: string }; size: { original: number } }[] } }>(
      page,
      `media?belongs_to_folder=${folderId}`,
    );
    const original = listed.data.items.find((m) => !m.name.original.includes('cropped'));
    expect(original?.size.original).toBe(fs.statSync(good).size);
    await shoot('grid', true);

    // The cropped copy moves to the top of the library; the original stays in the folder.
    await files.getByRole('button', { name: /-cropped\.png/ }).click();
    await page
      .getByRole('dialog', { name: /-cropped\.png/ })
      .getByRole('button', { name: 'Move to folder' })
      .click();
    const move = page.getByRole('dialog', { name: 'Move to folder' });
    await move.getByRole('button', { name: 'Up one folder' }).click();
    await move.getByRole('button', { name: 'Move to Media library' }).click();
    await expectToast(page, 'Moved to Media library.');
    await page
      .getByRole('dialog', { name: /-cropped\.png/ })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await expect.poll(() => files.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Show as a list' }).click();
    await page.waitForURL(/view=list/);
    await shoot('list', true);

    // A folder with files in it is not deleted; the reason stays in the popup.
    await page.getByRole('button', { name: 'Delete folder' }).click();
    const remove = page.getByRole('dialog', { name: /Delete the folder/ });
    await remove.getByRole('button', { name: 'Delete folder' }).click();
    await remove.getByText('This folder is not empty. Move or delete what is in it first.').waitFor();
    await shoot('folder-not-empty');
    await remove.getByRole('button', { name: 'Cancel' }).click();

    // The same screen in Kannada.
    await page.evaluate(() => localStorage.setItem('hostel-meals:lang', 'kn'));
    await page.reload();
    await page.getByRole('heading', { name: 'ಮಾಧ್ಯಮ ಭಂಡಾರ', level: 1 }).waitFor();
    await page.getByText('school-gate.png', { exact: true }).waitFor();
    await shoot('kannada', true);
    expect(pageErrors).toEqual([]);
  });
});
