/**
 * A box the phone found can be removed (docs/spec-notes.md 'Removing a box the phone found'): on
 * a phone the warden removes one of the detector's boxes on the menu photo with the keyboard and,
 * on the children's photo, every box down to the last, which first asks whether any child's face
 * can be seen ('Keep it blurred' keeps it; the Kannada screens ask the same). The outbox row, the
 * post the server stores, and the DD's post page at 1366x768 all say how many were removed and
 * that the warden confirmed no face shows. Screenshots in English and Kannada.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiGet, expectOutboxSent, outboxRows } from './support/compose.ts';
import { signInWarden } from './support/warden-sign-in.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { say, switchLanguageMenu } from './support/a11y-page.ts';
import { screenshot } from './support/screenshots.ts';

const shots = 'test-results/screenshots';
const PEOPLE = path.resolve('tests/fixtures/faces/images/kpa_bar55.jpg');
const ONE_FACE = path.resolve('tests/fixtures/faces/images/kpa_jesper.jpg');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer({}, { clock: lunchtimeClock });
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

/** The 'N faces blurred' count under a photo: the first filled slot's line is the first in the page. */
const blurredCount = async (line: Locator) => Number(await line.getAttribute('data-faces'));

describe('removing a box the phone found', () => {
  it('the warden removes found boxes, confirms no child’s face shows, and the DD sees both', async () => {
    await signInWarden(page, server, server.url);
    await page.getByRole('link', { name: 'Post Tweet' }).first().click();
    await page.getByRole('heading', { name: 'Create Tweet' }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByLabel('Description').fill('Ragi mudde, sambar and buttermilk.');

    // Menu photo: one of the phone's boxes goes, by the keyboard.
    await addPhoto('menu chart', PEOPLE);
    const menuLine = page.locator('[data-faces]').first();
    await menuLine.waitFor();
    const menuFound = await blurredCount(menuLine);
    expect(menuFound).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Check faces: menu chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check faces' });
    await dialog.getByText(`Found by the phone ${menuFound}`, { exact: true }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-faces-remove-phone.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Remove found area 1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(`Found by the phone ${menuFound}`, { exact: true }).waitFor({ state: 'detached' });
    // The keyboard carries on from the photo.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('The photo: tap a face to blur it');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => blurredCount(menuLine)).toBe(menuFound - 1);
    await page.getByText('1 area the phone found was removed').waitFor();

    // Children's photo: down to the last box, which asks first.
    await addPhoto('children having meals', ONE_FACE);
    const fourLine = page.locator('[data-faces]').nth(1);
    await expect.poll(() => blurredCount(fourLine)).toBeGreaterThanOrEqual(1);
    const fourFound = await blurredCount(fourLine);
    await page.getByRole('button', { name: 'Check faces: children having meals' }).click();
    for (let left = fourFound; left > 1; left--) {
      await dialog.getByRole('button', { name: 'Remove found area 1', exact: true }).click();
      await dialog.getByText(`Found by the phone ${left}`, { exact: true }).waitFor({ state: 'detached' });
    }
    const ask = page.getByRole('dialog', { name: 'Can no child’s face be seen?' });
    await dialog.getByRole('button', { name: 'Remove found area 1', exact: true }).click();
    await ask.getByRole('button', { name: 'Keep it blurred' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-faces-last-confirm-phone.png`, animations: 'disabled' });
    await ask.getByRole('button', { name: 'Keep it blurred' }).click();
    await ask.waitFor({ state: 'detached' });
    await dialog.getByText('Found by the phone 1', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The same in Kannada: the dialog with its removable box, then the question, answered yes.
    await switchLanguageMenu(page, 'kn');
    await page
      .getByRole('button', { name: say('kn', 'compose.faces.checkFor', { slot: say('kn', 'compose.slot.4') }) })
      .click();
    const dialogKn = page.getByRole('dialog', { name: say('kn', 'compose.faces.title') });
    await dialogKn.getByText(say('kn', 'compose.faces.found', { n: 1 }), { exact: true }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-faces-remove-phone-kn.png`, animations: 'disabled' });
    await dialogKn
      .getByRole('button', { name: say('kn', 'compose.faces.removeFoundFor', { n: 1 }), exact: true })
      .click();
    const askKn = page.getByRole('dialog', { name: say('kn', 'compose.faces.lastTitle') });
    await askKn.getByRole('button', { name: say('kn', 'compose.faces.lastConfirm') }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-faces-last-confirm-phone-kn.png`, animations: 'disabled' });
    await askKn.getByRole('button', { name: say('kn', 'compose.faces.lastConfirm') }).click();
    await dialogKn
      .getByText(say('kn', 'compose.faces.found', { n: 1 }), { exact: true })
      .waitFor({ state: 'detached' });
    await dialogKn.getByRole('button', { name: say('kn', 'compose.faces.done') }).click();
    await switchLanguageMenu(page, 'en');
    await page.getByText('You confirmed that no child’s face can be seen.').waitFor();
    await page.getByText('No faces blurred', { exact: true }).waitFor();
    await expect.poll(() => blurredCount(fourLine)).toBe(0);
    await screenshot(page, { path: `${shots}/e2e-faces-removed-composer-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/dashboard/home', { timeout: 60_000 });
    const [row] = await outboxRows(page);
    expect(row!.photos.map((p) => [p.slot, (p as { faces?: unknown }).faces])).toEqual([
      [1, { detected: menuFound - 1, hand: 0, removed: 1, no_people: false, detector: 'ran' }],
      [4, { detected: 0, hand: 0, removed: fourFound, no_people: false, detector: 'ran' }],
    ]);
    expect((row as { no_faces_confirmed?: boolean }).no_faces_confirmed).toBe(true);
    await expectOutboxSent(page, 1);
    type Posted = { id: number; faces: { slot: number; removed: number }[]; no_faces_confirmed: boolean };
    const posted = (await apiGet<{ items: Posted[] }>(page, 'tweet/warden?page=1&size=1&status=ALL')).items[0]!;
    expect(posted.faces.map((f) => [f.slot, f.removed])).toEqual([
      [1, 1],
      [4, fourFound],
    ]);
    expect(posted.no_faces_confirmed).toBe(true);

    // The DD's post page, on a desktop.
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: server.url });
    const dd = await desk.newPage();
    await signInAs(dd, server, DEMO.dd);
    await dd.goto(`/dd/post/${posted.id}`);
    const image1 = dd.getByRole('figure', { name: 'Image 1' });
    const image4 = dd.getByRole('figure', { name: 'Image 4' });
    await image1.getByText('Found areas removed by the warden: 1').waitFor();
    await image4.getByText(`Found areas removed by the warden: ${fourFound}`).waitFor();
    await image4.getByText('The warden confirmed that no child’s face can be seen').waitFor();
    expect(await image1.getByText('The warden confirmed that no child’s face can be seen').count()).toBe(0);
    await image4.scrollIntoViewIfNeeded();
    await screenshot(dd, { path: `${shots}/e2e-faces-removed-dd-post-desktop.png`, animations: 'disabled' });
    await switchLanguageMenu(dd, 'kn');
    const image4Kn = dd.getByRole('figure', { name: say('kn', 'tweets.details.image', { n: 4 }) });
    await image4Kn.getByText(say('kn', 'faces.noFacesConfirmed')).waitFor();
    await screenshot(dd, { path: `${shots}/e2e-faces-removed-dd-post-desktop-kn.png`, animations: 'disabled' });
    await desk.close();
  }, 300_000);
});
