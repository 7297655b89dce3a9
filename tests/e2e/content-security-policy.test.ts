/**
 * The security headers' policies (server/plugins/security-headers.ts) break nothing in Chromium:
 * every `securitypolicyviolation` event of every page and frame, and every "Content Security
 * Policy" message of the pages, their workers and the service worker, is collected while a warden
 * signs in and posts two photos (the photo worker runs the face detector's WebAssembly), a DD's
 * and an admin's charts load, a moderator opens the website's preview (a sandboxed srcdoc frame),
 * and /site, /audit and the API's reference are read. None may be refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { cameraJpeg, expectOutboxSent } from './support/compose.ts';
import { signInWarden } from './support/warden-sign-in.ts';
import { DEMO, signInAs, type DemoAccount } from './support/sign-in-as.ts';
import { DESK } from './support/console-pages.ts';
import { expectToast } from './support/toast-log.ts';

let server: RunningServer;
let browser: Browser;
let photo: string;
const violations: string[] = [];

/** A context whose every document reports its CSP violations, and whose console messages about CSP are kept. */
async function watchedContext(options: object): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await context.exposeBinding('reportCspViolation', ({ frame }, text: string) =>
    violations.push(`${frame.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content.Security.Policy|Permissions.Policy/i.test(message.text()))
        violations.push(`${message.worker()?.url() ?? page.url()}: ${message.text()}`);
    });
  context.on('page', watch);
  return context;
}

async function open(account: DemoAccount, path: string): Promise<Page> {
  const context = await watchedContext({ viewport: DESK });
  const page = await context.newPage();
  await signInAs(page, server, account);
  if (path) await page.goto(path);
  return page;
}

beforeAll(async () => {
  [server, photo] = await Promise.all([
    startServer({}, { clock: lunchtimeClock }),
    cameraJpeg('IMG_20260514_125901.jpg', 1600, 1200, 'PLATE'),
  ]);
  browser = await launchBrowser();
}, 120_000);
beforeEach(() => {
  violations.length = 0;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('under the content security policy', () => {
  it('a warden signs in and posts two photos, faces looked for by the WebAssembly detector', async () => {
    const context = await watchedContext({
      ...PHONE,
      permissions: ['geolocation'],
      geolocation: { latitude: 12.3, longitude: 76.6 },
    });
    await atLunchtime(context);
    const page = await context.newPage();
    await signInWarden(page, server, server.url);
    await page.getByRole('link', { name: 'Post Tweet' }).first().click();
    await page.getByRole('heading', { name: 'Create Tweet' }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByLabel('Description').fill('Ragi mudde, sambar and buttermilk.');
    for (const slot of ['menu chart', 'plate with food']) {
      await page.getByLabel(`Choose from gallery: ${slot}`).setInputFiles(photo);
      const dialog = page.getByRole('dialog', { name: 'Crop Image' });
      await dialog.locator('.cropper-crop-box').waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 60_000 });
      await page.getByRole('img', { name: slot }).waitFor();
    }
    // The detector ran (it would say it could not look for faces had its WebAssembly been refused).
    await expect.poll(() => page.locator('[data-faces]').count()).toBe(2);
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/dashboard/home', { timeout: 60_000 });
    await expectOutboxSent(page, 1);
    await expectToast(page, /post for .* sent: /);
    await page.goto('/dashboard/outbox');
    await page.getByRole('heading').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  }, 180_000);

  it("a DD's and an admin's charts, and the website's preview in its sandboxed frame", async () => {
    const dd = await open(DEMO.dd, '');
    await dd.getByRole('group', { name: 'Meals of this month, day by day' }).waitFor();
    await dd.getByRole('group', { name: 'On-time share by taluk and day' }).waitFor();
    await dd.context().close();
    const admin = await open(DEMO.admin, '');
    await admin.getByRole('group', { name: 'Districts ranked by on-time share this month' }).waitFor();
    await admin.goto('/admin/reports');
    await admin.getByRole('heading').first().waitFor();
    await admin.context().close();
    const moderator = await open(DEMO.moderator, '/content/sections/testimonials');
    await moderator.getByRole('button', { name: 'Show preview' }).click();
    const frame = moderator.frameLocator('iframe[title]');
    await frame.locator('h1').waitFor();
    // The page's one stylesheet applied in the frame: the headings take its colour.
    expect(await frame.locator('h1').evaluate((h1) => getComputedStyle(h1).color)).toBe('rgb(7, 59, 38)');
    await moderator.context().close();
    expect(violations).toEqual([]);
  }, 180_000);

  it('/site, /audit and the API reference', async () => {
    const context = await watchedContext({ viewport: DESK });
    const page = await context.newPage();
    for (const path of ['/site', '/site?lang=kn', '/audit', '/api/v1/docs', '/api/v1/docs/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path.includes('docs')) await page.locator('.swagger-ui .opblock').first().waitFor();
    }
    await context.close();
    expect(violations).toEqual([]);
  }, 60_000);
});
