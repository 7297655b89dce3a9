/**
 * The shared path of the outbox's browser tests: a warden with three institutions (the demo seed
 * gives warden@example.org two; the third is an unassigned one handed over through the database),
 * sign-in in a persistent Chromium profile, a Lunch post per institution made with the network
 * off (Submit times recorded around the press), and the server-side counts by client_id and by
 * (institution, day, meal), with each status checked against judgePost from its Submit time.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEFAULT_SLOTS, judgePost, slotFor } from '@common/schedule';
import type { RunningServer } from './server.ts';
import type { DropProxy } from './drop-proxy.ts';
import { WARDEN, signInWarden } from './warden-sign-in.ts';
import { expectToast } from './toast-log.ts';
import { outboxRows } from './compose.ts';

export const shots = 'test-results/screenshots';
export { WARDEN };

/** Gives the warden a third institution (unassigned, not on holiday); answers all three ids. */
export async function giveThirdInstitution(server: RunningServer): Promise<number[]> {
  const db = server.app.ctx.db;
  const warden = await db.selectFrom('accounts').select('id').where('email_id', '=', WARDEN).executeTakeFirstOrThrow();
  const spare = await db
    .selectFrom('organizations')
    .select('id')
    .where('warden_id', 'is', null)
    .where('id', 'not in', db.selectFrom('holidays').select('organization_id'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('organizations').set({ warden_id: warden.id }).where('id', '=', spare.id).execute();
  const mine = await db
    .selectFrom('organizations')
    .select('id')
    .where('warden_id', '=', warden.id)
    .orderBy('id')
    .execute();
  expect(mine).toHaveLength(3);
  return mine.map((row) => row.id);
}

/**
 * The network off (or on) for the whole browser: the page's emulation plus the proxy every request
 * goes through, which also cuts the sync worker and the service worker off.
 */
export async function setNetwork(context: BrowserContext, proxy: DropProxy, online: boolean): Promise<void> {
  proxy.offline = !online;
  await context.setOffline(!online);
}

export async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? context.newPage();
}

export async function signIn(page: Page, server: RunningServer, base: string): Promise<void> {
  await signInWarden(page, server, base);
  // One online visit to the composer saves the institutions on the phone.
  await page.goto(`${base}/dashboard/add-tweet`);
  await expect.poll(() => page.locator('input[name=institution]').count()).toBe(3);
}

export interface Submitted {
  before: number;
  after: number;
}

/**
 * Composes one post (Lunch unless told) for the n-th institution (offline unless told); answers
 * when Submit was pressed.
 */
export async function postOffline(
  page: Page,
  base: string,
  n: number,
  photo: string,
  online = false,
  meal: 'Breakfast' | 'Lunch' = 'Lunch',
): Promise<Submitted> {
  await page.goto(`${base}/dashboard/add-tweet`);
  if (!online) await page.getByText('No network: showing the institutions saved on this phone.').waitFor();
  await expect.poll(() => page.locator('input[name=institution]').count()).toBe(3);
  await page.locator('input[name=institution]').nth(n).check();
  await page.locator('label', { hasText: meal }).click();
  await page.getByLabel('Description').fill(`Rice, sambar and curd (${n + 1}).`);
  await page.getByLabel('Choose from gallery: menu chart').setInputFiles(photo);
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await dialog.locator('.cropper-crop-box').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  const saved = (await outboxRows(page, { photos: false })).length;
  // The phone's own clock (support/browser.ts sets it to lunchtime): Submit's time is taken from it.
  const phoneNow = () => page.evaluate(() => Date.now());
  const before = await phoneNow();
  await page.getByRole('button', { name: 'Submit' }).click();
  const after = await phoneNow();
  // The proof is the row in the phone's outbox (it may already be sent when online); the toast
  // that says so is transient and is read from the log.
  await expect
    .poll(async () => (await outboxRows(page, { photos: false })).length, { timeout: 30_000 })
    .toBe(saved + 1);
  await expectToast(
    page,
    online
      ? 'Post saved on this phone and being sent.'
      : 'Post saved on this phone. It will be sent when the network returns.',
  );
  return { before, after };
}

export interface ServerPost {
  client_id: string;
  organization_id: number;
  meal: string;
  day: string;
  status: string;
  captured_at: Date | string;
  received_at: Date | string;
}

export async function serverPosts(server: RunningServer, organizations: number[], since: Date): Promise<ServerPost[]> {
  return (await server.app.ctx.db
    .selectFrom('posts')
    .select(['client_id', 'organization_id', 'meal', 'day', 'status', 'captured_at', 'received_at'])
    .where('organization_id', 'in', organizations)
    .where('received_at', '>=', since)
    .execute()) as ServerPost[];
}

/** Exactly one post per institution today, once per client_id, judged by its Submit time. */
export function expectThreeJudged(posts: ServerPost[], organizations: number[], submits: Submitted[]): void {
  expect(posts).toHaveLength(3);
  expect(new Set(posts.map((post) => post.client_id)).size).toBe(3);
  expect(new Set(posts.map((post) => `${post.organization_id}|${post.day}|${post.meal}`)).size).toBe(3);
  expect(posts.map((post) => post.organization_id).sort()).toEqual([...organizations].sort());
  const byCapture = [...posts].sort((a, b) => new Date(a.captured_at).getTime() - new Date(b.captured_at).getTime());
  byCapture.forEach((post, i) => {
    const captured = new Date(post.captured_at).getTime();
    // captured_at is the press of Submit (to the millisecond), not the much later arrival.
    expect(captured).toBeGreaterThanOrEqual(submits[i]!.before - 5);
    expect(captured).toBeLessThanOrEqual(submits[i]!.after + 5);
    expect(new Date(post.received_at).getTime()).toBeGreaterThan(submits[2]!.after);
    expect(post.status).toBe(
      judgePost(new Date(post.captured_at), new Date(post.received_at), slotFor(DEFAULT_SLOTS, 'LUNCH')).status,
    );
  });
}
