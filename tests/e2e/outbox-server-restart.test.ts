/**
 * Issue 5, the server dies mid-drain: the same offline flow (three institutions, reload, browser
 * closed and reopened offline, then online), with the server killed as soon as the first photo
 * upload has been answered and a new one started on the same port and DATA_DIR (PGlite data kept).
 * The phone's requests during the outage fail, it retries with backoff, and still exactly three
 * posts and three photos arrive, each judged by its Submit time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchPersistent } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { cameraJpeg } from './support/compose.ts';
import { startDropProxy, type DropProxy } from './support/drop-proxy.ts';
import { expectThreeJudged, firstPage, giveThirdInstitution, postOffline, serverPosts, setNetwork, signIn, type Submitted } from './support/outbox-flow.ts';

let server: RunningServer;
let proxy: DropProxy;
let context: BrowserContext | null = null;
let organizations: number[];
let photo: string;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-profile-'));
const started = new Date();

beforeAll(async () => {
  [server, photo] = await Promise.all([startServer(), cameraJpeg('IMG_20260514_125830.jpg', 1200, 900, 'MENU')]);
  organizations = await giveThirdInstitution(server);
  proxy = await startDropProxy(server.url);
});

afterAll(async () => {
  await context?.close();
  await proxy?.close();
  await server?.stop();
  fs.rmSync(profile, { recursive: true, force: true });
});

describe('outbox, server restarted in the middle of a drain', () => {
  it('still delivers exactly three posts', async () => {
    const submits: Submitted[] = [];
    context = await launchPersistent(profile);
    const page = await firstPage(context);
    await signIn(page, server, proxy.url);
    await setNetwork(context, proxy, false);
    for (const n of [0, 1, 2]) submits.push(await postOffline(page, proxy.url, n, photo));
    await page.reload();
    await context.close();

    context = await launchPersistent(profile);
    await setNetwork(context, proxy, false);
    const again = await firstPage(context);
    await again.goto(`${proxy.url}/dashboard/outbox`);
    await expect.poll(() => again.locator('li[data-state=queued]').count()).toBe(3);

    // Kill the server as soon as it has answered the first photo upload; a new one takes its port.
    let restart: Promise<void> | null = null;
    proxy.onAnswer = (kind) => {
      if (kind === 'media') restart ??= server.restart();
    };
    await setNetwork(context, proxy, true);
    await expect.poll(() => restart !== null, { timeout: 20_000 }).toBe(true);
    await restart;
    await expect.poll(() => again.locator('li[data-state=sent]').count(), { timeout: 60_000 }).toBe(3);
    expectThreeJudged(await serverPosts(server, organizations, started), organizations, submits);
    // Every photo reached the server once per key, however many times it was asked for.
    const media = await server.app.ctx.db.selectFrom('media').select('idempotency_key').where('idempotency_key', 'in', [...proxy.mediaRequests.keys()]).execute();
    expect(media).toHaveLength(3);
    expect([...proxy.tweetRequests.values()].every((count) => count >= 1)).toBe(true);
  });
});
