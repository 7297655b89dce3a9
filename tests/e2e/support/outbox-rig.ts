/**
 * The set-up the outbox browser tests share: a server with a third institution for the warden, a
 * loopback proxy that can cut the network and drop answers, a camera-like photo and a persistent
 * Chromium profile; plus the common opening of queuing three posts offline and reopening the browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { atLunchtime, launchPersistent, lunchtimeClock } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { cameraJpeg } from './compose.ts';
import { startDropProxy, type DropProxy } from './drop-proxy.ts';
import { firstPage, giveThirdInstitution, postOffline, setNetwork, signIn, type Submitted } from './outbox-flow.ts';

export interface OutboxRig {
  server: RunningServer;
  proxy: DropProxy;
  photo: string;
  organizations: number[];
  profile: string;
  started: Date;
  context: BrowserContext | null;
}

/** Registers the suite's beforeAll/afterAll; the rig is filled in before the first test runs. */
export function useOutboxRig(drop: { media?: boolean; tweet?: boolean } = {}): OutboxRig {
  const rig = {
    profile: fs.mkdtempSync(path.join(os.tmpdir(), 'hm-profile-')),
    started: new Date(),
    context: null,
  } as OutboxRig;
  beforeAll(async () => {
    [rig.server, rig.photo] = await Promise.all([
      startServer({}, { clock: lunchtimeClock }),
      cameraJpeg('IMG_20260514_125830.jpg', 1200, 900, 'MENU'),
    ]);
    rig.organizations = await giveThirdInstitution(rig.server);
    rig.proxy = await startDropProxy(rig.server.url, drop);
  });
  afterAll(async () => {
    await rig.context?.close();
    await rig.proxy?.close();
    await rig.server?.stop();
    fs.rmSync(rig.profile, { recursive: true, force: true });
  });
  return rig;
}

/**
 * Closes the browser a test before left open (a failed test leaves it holding the profile, which
 * Chromium's ProcessSingleton then refuses to a second browser) and opens the profile again.
 */
export async function reopen(rig: OutboxRig): Promise<BrowserContext> {
  const open = rig.context;
  rig.context = null;
  await open?.close();
  rig.context = await launchPersistent(rig.profile);
  await atLunchtime(rig.context);
  return rig.context;
}

/** Signs in, posts for three institutions offline, reloads, closes the browser and reopens it offline on the outbox. */
export async function queueThreeAndReopen(rig: OutboxRig): Promise<{ submits: Submitted[]; page: Page }> {
  const submits: Submitted[] = [];
  const context = await reopen(rig);
  const page = await firstPage(context);
  await signIn(page, rig.server, rig.proxy.url);
  await setNetwork(context, rig.proxy, false);
  for (const n of [0, 1, 2]) submits.push(await postOffline(page, rig.proxy.url, n, rig.photo));
  await page.reload();

  const reopened = await reopen(rig);
  await setNetwork(reopened, rig.proxy, false);
  const again = await firstPage(reopened);
  await again.goto(`${rig.proxy.url}/dashboard/outbox`);
  await expect.poll(() => again.locator('li[data-state=queued]').count()).toBe(3);
  return { submits, page: again };
}
