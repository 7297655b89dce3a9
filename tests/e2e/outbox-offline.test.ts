/**
 * The outbox (docs/product.md, 'The outbox') in Chromium with a persistent profile: with the network off, the warden
 * posts for three institutions; the posts survive a reload and the browser being closed and opened again (still
 * offline); when the network returns, exactly three posts reach the server, each judged by the moment Submit was
 * pressed. Screenshots: the outbox with queued posts and the offline banner, the sign-out warning, and the sent
 * receipts.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  expectThreeJudged,
  firstPage,
  postOffline,
  serverPosts,
  setNetwork,
  shots,
  signIn,
  type Submitted,
} from './support/outbox-flow.ts';
import { reopen, useOutboxRig } from './support/outbox-rig.ts';
import { lunchtimeClock } from './support/browser.ts';
import { istDate } from '@common/schedule.ts';
import { screenshot } from './support/screenshots.ts';

const rig = useOutboxRig();

describe('outbox, offline', () => {
  const submits: Submitted[] = [];

  it('keeps three offline posts through a reload and a browser restart', async () => {
    const context = await reopen(rig);
    const page = await firstPage(context);
    await signIn(page, rig.server, rig.proxy.url);
    await setNetwork(context, rig.proxy, false);
    for (const n of [0, 1, 2]) submits.push(await postOffline(page, rig.proxy.url, n, rig.photo));

    await page.goto(`${rig.proxy.url}/dashboard/outbox`);
    await page.reload();
    await expect.poll(() => page.locator('li[data-state=queued]').count()).toBe(3);
    await page.getByText('You are offline. Posts are saved on this phone and sent when the network returns.').waitFor();
    await page.getByRole('link', { name: 'Outbox: 3 not sent' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-queued.png`, fullPage: true });

    // 'Export unsent': a ZIP with posts.json and the three stamped photos, made with no network.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export unsent' }).click(),
    ]);
    const zip = fs.readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const names = [...zip.toString('latin1').matchAll(/(posts\.json|photos\/[0-9a-f-]{36}-1\.jpg)/g)].map((m) => m[1]);
    expect(new Set(names).size).toBe(4);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'logout' }).click();
    await page.getByRole('heading', { name: 'Posts not sent yet' }).waitFor();
    await page.getByText('3 post(s) on this phone have not reached the server.', { exact: false }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-sign-out-warning.png`, animations: 'disabled' });
    await page.getByRole('button', { name: 'Cancel' }).click();

    expect(await serverPosts(rig.server, rig.organizations, rig.started)).toHaveLength(0);
  });

  it('sends exactly three, judged by their Submit times, when the reopened browser goes online', async () => {
    const context = await reopen(rig);
    await setNetwork(context, rig.proxy, false);
    const page = await firstPage(context);
    await page.goto(`${rig.proxy.url}/dashboard/outbox`);
    await expect.poll(() => page.locator('li[data-state=queued]').count()).toBe(3);
    expect(await serverPosts(rig.server, rig.organizations, rig.started)).toHaveLength(0);
    expect(rig.proxy.mediaRequests.size + rig.proxy.tweetRequests.size).toBe(0);

    await setNetwork(context, rig.proxy, true);
    await expect
      .poll(() => serverPosts(rig.server, rig.organizations, rig.started).then((rows) => rows.length), {
        timeout: 45_000,
      })
      .toBe(3);
    await expect.poll(() => page.locator('li[data-state=sent]').count(), { timeout: 20_000 }).toBe(3);
    expectThreeJudged(await serverPosts(rig.server, rig.organizations, rig.started), rig.organizations, submits);
    await page.getByRole('link', { name: 'Outbox', exact: true }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-sent.png`, fullPage: true });
  });
  it('keeps a refused post with the server message, to edit or delete', async () => {
    // The browser the test before left online (a new one if that test failed before opening it).
    const context = rig.context ?? (await reopen(rig));
    const page = await firstPage(context);
    // Offline, the warden posts breakfast (lunch is posted: the composer no longer offers it);
    // meanwhile the district declares a holiday for that hostel today, so the server refuses it.
    await setNetwork(context, rig.proxy, false);
    await postOffline(page, rig.proxy.url, 0, rig.photo, false, 'Breakfast');
    const db = rig.server.app.ctx.db;
    const today = istDate(lunchtimeClock.now());
    const holiday = await db
      .insertInto('holidays')
      .values({
        organization_id: rig.organizations[0]!,
        from_date: today,
        to_date: today,
        reason: 'Declared while the phone was offline',
        declared_by: null,
        declared_at: lunchtimeClock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setNetwork(context, rig.proxy, true);
    await page.goto(`${rig.proxy.url}/dashboard/outbox`);
    const failed = page.locator('li[data-state=failed]');
    await expect.poll(() => failed.count(), { timeout: 20_000 }).toBe(1);
    await failed.getByText(/^Last error: /).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-failed.png` });
    await failed.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit post' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-edit.png`, animations: 'disabled' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await failed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Delete this post?' }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-delete.png`, animations: 'disabled' });
    await page.getByRole('button', { name: 'Delete post' }).click();
    await expect.poll(() => failed.count()).toBe(0);
    expectThreeJudged(await serverPosts(rig.server, rig.organizations, rig.started), rig.organizations, submits);
    await db.deleteFrom('holidays').where('id', '=', holiday.id).execute();
  });

  it('shows a row it cannot read as damaged, with Export and Delete, and the others still work', async () => {
    const page = await firstPage(rig.context ?? (await reopen(rig)));
    await page.goto(`${rig.proxy.url}/dashboard/outbox`);
    await expect.poll(() => page.locator('li[data-state=sent]').count()).toBe(3);
    // One receipt loses its photo's data, as when the browser clears part of its storage.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('hostel-meals-outbox');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('posts', 'readwrite').objectStore('posts');
            const all = store.getAll();
            all.onsuccess = () => {
              const row = (all.result as { state: string }[]).find((r) => r.state === 'sent')!;
              const put = store.put({ ...row, photos: [{ slot: 1 }] });
              put.onsuccess = () => resolve();
              put.onerror = () => reject(put.error);
            };
          };
        }),
    );
    // Written behind the app's back, so the page reads the outbox again as a reopened app would.
    await page.reload();
    const damaged = page.locator('li[data-state=damaged]');
    await expect.poll(() => damaged.count()).toBe(1);
    expect(await page.locator('li[data-state=sent]').count()).toBe(2);
    await damaged.getByText('This post could not be read on this phone.', { exact: false }).waitFor();
    await screenshot(page, { path: `${shots}/e2e-outbox-damaged.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      damaged.getByRole('button', { name: 'Export this post' }).click(),
    ]);
    const saved = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { posts: { damaged: boolean }[] };
    expect(saved.posts).toMatchObject([{ damaged: true }]);
    await damaged.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByText('This post could not be read.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete post' }).click();
    await expect.poll(() => damaged.count()).toBe(0);
    expect(await page.locator('li[data-state=sent]').count()).toBe(2);
  });
});
