/**
 * Publishing to X in Chromium against the fake X (docs/spec-notes.md, 'Publishing to X'), as the people who use it: a
 * warden connects their hostel from the phone (X's consent page and back), sees a post 'On X' with its link, is told
 * when X refuses the account, reconnects and sees the waiting post go out, and sends a post X gave up on again; an
 * admin sees today's publishing, filters institutions by X status, disconnects one, and cancels a sign-in at X.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { startXBrowserWorld, type XBrowserWorld } from './support/x-browser.ts';
import { call, postOver, until } from '../support/x-processes.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

let w: XBrowserWorld;
let warden: Page;
const shots = 'test-results/screenshots';
const DESK = { width: 1280, height: 800 };
const api = () => `${w.server.url}/api/v1`;

beforeAll(async () => {
  // Tokens of 200 s: every publish refreshes first, so a revoked grant shows at once.
  w = await startXBrowserWorld({ accessTokenSeconds: 200 });
}, 60_000);
afterAll(async () => w?.close());

const tokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: { access_token?: string } }).user
        ?.access_token ?? '',
  );
const xOf = async (page: Page, id: number) =>
  (await call(api(), 'GET', `tweet/auth/tweet/${id}`, await tokenOf(page))).data.x as { status: string; url: string };
const xStatusIs = (page: Page, id: number, status: string) =>
  until(`post ${id} to be ${status}`, async () => ((await xOf(page, id)).status === status ? true : undefined), 30_000);
/** The warden's institution that is connected to X. */
const connectedInstitution = async (token: string) => {
  const own = (await call(api(), 'GET', 'organization/warden', token)).data.items as {
    id: number;
    x: { status: string };
  }[];
  return own.find((o) => o.x.status === 'CONNECTED')!.id;
};
/** Yesterday's meal, so the post is accepted whatever the time of day the test runs. */
const yesterdayAt = (utcHour: number) => {
  const at = new Date(Date.now() - 86_400_000);
  at.setUTCHours(utcHour, 0, 0, 0);
  return at;
};

async function approveAtX(page: Page, username: string) {
  await page.waitForURL(/\/i\/oauth2\/authorize/);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await page.getByRole('heading', { name: 'Connected to X' }).waitFor();
}

describe('publishing to X in the browser', () => {
  it('the browser trusts the fake X only through its test CA', async () => {
    const plain = await launchBrowser();
    try {
      const page = await plain.newPage();
      await expect(page.goto(w.fake.url)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
    } finally {
      await plain.close();
    }
  });

  it('a warden connects their hostel from the phone and sees the post on X', async () => {
    const context = await w.browser.newContext({ ...PHONE, baseURL: w.server.url });
    warden = await context.newPage();
    await signInAs(warden, w.server, DEMO.warden);
    const connectButtons = warden.getByRole('button', { name: /^Connect X: / });
    await connectButtons.first().waitFor();
    const before = await connectButtons.count();
    await screenshot(warden, { path: `${shots}/e2e-x-warden-banner-phone.png`, fullPage: true });
    await connectButtons.first().click();
    await approveAtX(warden, 'hostel_kitchen');
    await screenshot(warden, { path: `${shots}/e2e-x-connected-phone.png`, fullPage: true });
    await warden.getByRole('link', { name: 'Go to home' }).click();
    await warden.waitForURL('**/dashboard/home');
    await until('the banner to go', async () => ((await connectButtons.count()) === before - 1 ? true : undefined));

    const own = (await call(api(), 'GET', 'organization/warden', await tokenOf(warden))).data.items as {
      id: number;
      x: { status: string; username: string };
    }[];
    const connected = own.find((o) => o.x.status === 'CONNECTED')!;
    expect(connected.x.username).toBe('hostel_kitchen');
    const post = await postOver(api(), await tokenOf(warden), connected.id, 'DINNER', yesterdayAt(13));
    await xStatusIs(warden, post.id, 'PUBLISHED');
    await warden.goto(`/dashboard/${post.id}`);
    const view = warden.getByRole('link', { name: /View on X/ });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`https://x.com/hostel_kitchen/status/${w.fake.state().posts[0]!.id}`);
    expect(w.fake.state().posts[0]!.media_ids).toHaveLength(4);
    await screenshot(warden, { path: `${shots}/e2e-x-post-on-x-phone.png`, fullPage: true });
  });

  it('X refuses the account: the warden is told, the post waits, and goes out after a reconnect', async () => {
    const token = await tokenOf(warden);
    const orgId = await connectedInstitution(token);
    w.fake.setFaults({ revokeRefresh: ['hostel_kitchen'] });
    const post = await postOver(api(), token, orgId, 'LUNCH', yesterdayAt(7));
    await xStatusIs(warden, post.id, 'NEEDS_RECONNECT');
    await warden.goto('/dashboard/home');
    const alert = warden.getByRole('alert').filter({ hasText: 'must be connected to X again' });
    await alert.waitFor();
    await screenshot(warden, { path: `${shots}/e2e-x-reconnect-banner-phone.png`, fullPage: true });
    await warden.goto(`/dashboard/${post.id}`);
    await warden
      .getByText("Waiting for the institution's X account to be connected again.", { exact: false })
      .waitFor();
    await screenshot(warden, { path: `${shots}/e2e-x-post-waiting-phone.png`, fullPage: true });

    w.fake.clearFaults();
    await warden.goto('/dashboard/home');
    await alert.getByRole('button', { name: /^Reconnect X: / }).click();
    await approveAtX(warden, 'hostel_kitchen');
    await xStatusIs(warden, post.id, 'PUBLISHED');
    expect(w.fake.state().posts).toHaveLength(2);
  });

  it('a post X gave up on goes out again with Retry on X', async () => {
    const token = await tokenOf(warden);
    const orgId = await connectedInstitution(token);
    w.fake.setFaults({ unavailable: 1000 });
    const post = await postOver(api(), token, orgId, 'BREAKFAST', yesterdayAt(3));
    await xStatusIs(warden, post.id, 'RETRYING');
    // Six hours after the meal's late-until time, as the worker would mark it.
    await w.server.app.ctx.db
      .updateTable('x_publications')
      .set({ status: 'GAVE_UP', last_error: 'not published within 6 hours; last: 503 Service Unavailable' })
      .where('post_id', '=', post.id)
      .execute();
    w.fake.clearFaults();
    await warden.goto(`/dashboard/${post.id}`);
    await warden
      .getByText("X did not take it within 6 hours of the meal's late-until time", { exact: false })
      .waitFor();
    await screenshot(warden, { path: `${shots}/e2e-x-post-gave-up-phone.png`, fullPage: true });
    await warden.getByRole('button', { name: 'Retry on X' }).click();
    await expectToast(warden, 'The post is queued for X again.');
    await xStatusIs(warden, post.id, 'PUBLISHED');
    await warden.reload();
    await warden.getByRole('link', { name: /View on X/ }).waitFor();
    expect(w.fake.state().posts).toHaveLength(3);
  });

  it("an admin sees today's publishing, filters by X status, disconnects, and cancels at X", async () => {
    const context = await w.browser.newContext({ viewport: DESK, baseURL: w.server.url });
    const admin = await context.newPage();
    await signInAs(admin, w.server, DEMO.admin);
    await admin.getByRole('heading', { name: 'Publishing to X today' }).waitFor();
    await admin.waitForLoadState('networkidle');
    await screenshot(admin, { path: `${shots}/e2e-x-admin-home-desktop.png`, fullPage: true });

    await admin.goto('/admin/institutions');
    await admin.getByLabel('X status').selectOption('CONNECTED');
    await admin.waitForURL(/x_status=CONNECTED/);
    const row = admin.getByRole('row').filter({ hasText: '@hostel_kitchen' });
    await row.waitFor();
    expect(await admin.getByRole('button', { name: /^Disconnect X: / }).count()).toBe(1);
    await screenshot(admin, { path: `${shots}/e2e-x-admin-institutions-desktop.png`, fullPage: true });
    await row.getByRole('button', { name: /^Disconnect X: / }).click();
    const dialog = admin.getByRole('dialog', { name: 'Disconnect from X?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(admin, 'The X account was disconnected.');
    await row.waitFor({ state: 'detached' });

    await admin.getByLabel('X status').selectOption('NOT_CONNECTED');
    await admin.waitForURL(/x_status=NOT_CONNECTED/);
    await admin
      .getByRole('button', { name: /^Connect X: / })
      .first()
      .click();
    await admin.waitForURL(/\/i\/oauth2\/authorize/);
    await screenshot(admin, { path: `${shots}/e2e-x-consent-desktop.png`, fullPage: true });
    await admin.getByRole('link', { name: 'Cancel' }).click();
    await admin.getByRole('heading', { name: 'X was not connected' }).waitFor();
    await screenshot(admin, { path: `${shots}/e2e-x-cancelled-desktop.png`, fullPage: true });
  });
});
