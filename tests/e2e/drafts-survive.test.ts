/**
 * Drafts that survive (docs/offline.md, 'Drafts') in Chromium with a persistent profile: the warden
 * prepares two photos and the tab is closed without warning; the reopened composer offers the
 * draft, and Continue brings both back; a third is prepared and the whole browser is closed; after
 * the restart the composer offers the draft again with all three photos, the text, institution and
 * meal. The fourth photo is added, Submit posts it (the server gets all four), and no draft is left
 * on the phone. Screenshots: the offer in English and Kannada.
 */
import { describe, expect, it } from 'vitest';
import { firstPage, serverPosts, shots, signIn } from './support/outbox-flow.ts';
import { reopen, useOutboxRig } from './support/outbox-rig.ts';
import { expectOutboxSent, outboxRows } from './support/compose.ts';
import { SLOTS, draftsOnPhone, loadedThumbs, preparePhoto } from './support/drafts.ts';
import { say, switchLanguageMenu } from './support/a11y-page.ts';
import { screenshot } from './support/screenshots.ts';
import type { Page } from 'playwright-core';

const rig = useOutboxRig();
const TEXT = 'Rice, sambar, curd and a banana.';

/** Opens the composer, waits for the offer of a draft with `photos` photos and continues it. */
async function continueDraft(page: Page, photos: number): Promise<number> {
  await page.goto(`${rig.proxy.url}/dashboard/add-tweet`);
  const offer = page.getByTestId('draft-offer');
  await offer.getByRole('heading', { name: 'Continue the post you started?' }).waitFor();
  await offer.getByText(`${photos} photos ready`).waitFor();
  const clicked = Date.now();
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => loadedThumbs(page)).toBe(photos);
  return Date.now() - clicked;
}

describe('drafts', () => {
  it('keep the prepared photos through a closed tab and a restarted browser, until Submit', async () => {
    const context = await reopen(rig);
    const page = await firstPage(context);
    await signIn(page, rig.server, rig.proxy.url);
    await page.goto(`${rig.proxy.url}/dashboard/add-tweet`);
    await page.locator('input[name=institution]').nth(1).check();
    await page.locator('label', { hasText: 'Lunch' }).click();
    await page.getByLabel('Description').fill(TEXT);
    for (const slot of SLOTS.slice(0, 2)) await preparePhoto(page, slot, rig.photo);
    await expect.poll(async () => (await draftsOnPhone(page))[0]?.photos.length).toBe(2);

    // The tab is gone without a word (no beforeunload), as when Android kills it.
    const tab = await context.newPage();
    await page.close({ runBeforeUnload: false });
    await continueDraft(tab, 2);
    await preparePhoto(tab, SLOTS[2], rig.photo);
    await expect.poll(async () => (await draftsOnPhone(tab))[0]?.photos.map((p) => p.slot)).toEqual([1, 2, 3]);
    const [draft] = await draftsOnPhone(tab);
    expect(draft).toMatchObject({ content: TEXT, meal: 'LUNCH', organization_id: rig.organizations[1] });
    // The original is kept for 'Crop' again; the base is the cropped, blurred photo.
    for (const photo of draft!.photos) expect(photo.original).toBeGreaterThan(photo.base / 2);

    // The whole browser restarts on the same profile.
    const again = await firstPage(await reopen(rig));
    await again.goto(`${rig.proxy.url}/dashboard/add-tweet`);
    await again.getByTestId('draft-offer').getByText('3 photos ready').waitFor();
    await screenshot(again, { path: `${shots}/e2e-draft-offer-phone.png`, animations: 'disabled' });
    await switchLanguageMenu(again, 'kn');
    await again.getByRole('heading', { name: say('kn', 'drafts.offer.title') }).waitFor();
    await screenshot(again, { path: `${shots}/e2e-draft-offer-phone-kn.png`, animations: 'disabled' });
    await switchLanguageMenu(again, 'en');
    const backMs = await continueDraft(again, 3);
    console.log(`draft back after a browser restart: ${backMs} ms from Continue to 3 thumbnails`);
    await expect.poll(() => again.getByLabel('Description').inputValue()).toBe(TEXT);
    expect(await again.locator('input[name=institution]').nth(1).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: /Lunch/ }).isChecked()).toBe(true);
    await screenshot(again, { path: `${shots}/e2e-draft-continued-phone.png`, fullPage: true, animations: 'disabled' });

    // 'Crop' again still starts from the original.
    await again.getByRole('button', { name: 'Crop again: menu chart' }).click();
    const dialog = again.getByRole('dialog', { name: 'Crop Image' });
    await dialog.locator('.cropper-crop-box').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    await preparePhoto(again, SLOTS[3], rig.photo);
    await expect.poll(async () => (await draftsOnPhone(again))[0]?.photos.length).toBe(4);
    await again.getByRole('button', { name: 'Submit' }).click();
    await expectOutboxSent(again, 1);
    const [row] = await outboxRows(again, { photos: false });
    expect(row).toMatchObject({ organization_id: rig.organizations[1], meal: 'LUNCH' });
    const posts = await serverPosts(rig.server, rig.organizations, rig.started);
    expect(posts).toHaveLength(1);
    const images = await rig.server.app.ctx.db
      .selectFrom('posts')
      .select(['image_1', 'image_2', 'image_3', 'image_4'])
      .where('client_id', '=', posts[0]!.client_id)
      .executeTakeFirstOrThrow();
    expect(Object.values(images).every((id) => typeof id === 'number')).toBe(true);
    expect(await draftsOnPhone(again)).toEqual([]);

    // Opened again, the composer offers nothing: the draft went with the post.
    await again.goto(`${rig.proxy.url}/dashboard/add-tweet`);
    await again.getByLabel('Description').waitFor();
    expect(await again.getByTestId('draft-offer').count()).toBe(0);
  });
});
