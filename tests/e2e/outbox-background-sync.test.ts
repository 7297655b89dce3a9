/**
 * The service worker's Background Sync can win the drain lock when the network returns; the post
 * it sends must still be told to the open page, as the warden's own sync worker would tell it.
 * The page stays offline (so its worker never drains) while the service worker is handed a `sync`
 * event through DevTools with the network open behind it: the page must toast 'sent' and the
 * server must hold the post once.
 */
import { describe, expect, it } from 'vitest';
import { firstPage, postOffline, serverPosts, setNetwork, shots, signIn } from './support/outbox-flow.ts';
import { reopen, useOutboxRig } from './support/outbox-rig.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

const rig = useOutboxRig();

describe('outbox, Background Sync in the service worker', () => {
  it('tells the open page about the post it sent', async () => {
    const context = await reopen(rig);
    const page = await firstPage(context);
    const base = rig.proxy.url;
    await signIn(page, rig.server, base);
    // The page has left the service worker its token only once the worker controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await setNetwork(context, rig.proxy, false);
    await postOffline(page, base, 0, rig.photo);
    await page.goto(`${base}/dashboard/outbox`);
    await page.getByText('Rice, sambar and curd (1).').waitFor();

    // The network returns, but the page does not hear it (its 'online' event is swallowed and it
    // still reads navigator.onLine as false): only the service worker can send.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.addEventListener('online', (event) => event.stopImmediatePropagation(), { capture: true });
    });
    await setNetwork(context, rig.proxy, true);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const mine = list.find(
          (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(base) && !r.isDeleted,
        );
        if (mine) resolve(mine.registrationId as string);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(base).origin,
      registrationId: await registrations,
      tag: 'outbox-drain',
      lastChance: false,
    });

    await expect
      .poll(async () => (await serverPosts(rig.server, rig.organizations, rig.started)).length, { timeout: 60_000 })
      .toBe(1);
    await expectToast(page, /post for .* sent: /);
    await screenshot(page, { path: `${shots}/e2e-outbox-background-sync-phone.png`, fullPage: true });
    expect(await serverPosts(rig.server, rig.organizations, rig.started)).toHaveLength(1);
    expect(rig.proxy.tweetRequests.size).toBe(1);
  });
});
