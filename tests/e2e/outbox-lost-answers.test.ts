/**
 * Issue 5, lost answers: the same offline flow as outbox-offline.test.ts (three institutions,
 * reload, browser closed and reopened offline, then online), but the browser talks to the server
 * through a loopback proxy that lets the server act on the first `POST media` and the first
 * `POST tweet` and then drops their answers. The phone retries both; the server's idempotency
 * answers the first result; still exactly three posts and three photos arrive.
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
  proxy = await startDropProxy(server.url, { media: true, tweet: true });
});

afterAll(async () => {
  await context?.close();
  await proxy?.close();
  await server?.stop();
  fs.rmSync(profile, { recursive: true, force: true });
});

describe('outbox, answers lost after the server acted', () => {
  it('still delivers exactly three posts, each photo stored once', async () => {
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
    expect(proxy.mediaRequests.size + proxy.tweetRequests.size).toBe(0);

    await setNetwork(context, proxy, true);
    await expect.poll(() => again.locator('li[data-state=sent]').count(), { timeout: 60_000 }).toBe(3);
    const posts = await serverPosts(server, organizations, started);
    expectThreeJudged(posts, organizations, submits);

    expect(proxy.dropped).toEqual([expect.stringMatching(/^POST \/api\/v1\/media 20\d$/), expect.stringMatching(/^POST \/api\/v1\/tweet 20\d$/)]);
    // Each post was asked for once more than it was stored at most; each photo likewise.
    expect([...proxy.tweetRequests.keys()].sort()).toEqual(posts.map((post) => post.client_id).sort());
    expect([...proxy.tweetRequests.values()].sort()).toEqual([1, 1, 2]);
    expect(proxy.mediaRequests.size).toBe(3);
    expect([...proxy.mediaRequests.values()].sort()).toEqual([1, 1, 2]);
    const media = await server.app.ctx.db.selectFrom('media').select(['id', 'idempotency_key']).where('idempotency_key', 'in', [...proxy.mediaRequests.keys()]).execute();
    expect(media).toHaveLength(3);
  });
});
