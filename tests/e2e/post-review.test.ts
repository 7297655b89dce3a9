/**
 * A supervisor's decision as the warden sees it (docs/spec-notes.md, 'A supervisor's decision on the post'): one of
 * warden@example.org's demo posts is flagged in the database (standing in for the arrival checks, as
 * tests/support/review-posts.ts does), the Mysuru DD rejects it through `POST tweet/{id}/review`, and on a
 * 360×740 phone the warden's recent table marks it and its details say who rejected it (a supervisor), why, when,
 * and that it counts as Not Posted, in English and in Kannada. The DD's post page (1366×768) says the same, who
 * decided, and one line per check that flagged it. Screenshots with SCREENSHOTS=1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { kn } from '@/i18n/kn';
import { reviewKn } from '@/i18n/review-kn';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { screenshot } from './support/screenshots.ts';
import { signInWardenScreens } from './support/warden-sign-in.ts';
import { switchLanguageMenu } from './support/a11y-page.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';

const REASON = 'The plate photo is the same as the one posted last week.';
const shots = 'test-results/screenshots';
let server: RunningServer;
let browser: Browser;
let page: Page;
let postId = 0;

async function api<T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object): Promise<T> {
  const res = await server.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: T }).data;
}

/** A token for a demo account whose code comes by email. */
async function tokenOf(email: string): Promise<string> {
  const since = Date.now() - 1000;
  const login = await api<{ admin_id: number; access_token: string }>('POST', 'admin/login', null, {
    email_id: email,
    password: 'Demo@2025',
  });
  const otp = await server.codeFor(email, since);
  const done = await api<{ access_token: string }>('POST', 'admin/validate/email', login.access_token, {
    admin_id: login.admin_id,
    otp,
  });
  return done.access_token;
}

beforeAll(async () => {
  server = await startServer();
  // The warden's newest post: the first row of the home's recent table.
  const own = await api<{ items: { id: number }[] }>(
    'GET',
    'tweet/warden?page=1&size=2',
    await tokenOf('warden@example.org'),
  );
  postId = own.items[0]!.id;
  const db = server.app.ctx.db;
  await db.updateTable('posts').set({ review_state: 'PENDING' }).where('id', '=', postId).execute();
  await db
    .insertInto('post_checks')
    .values([
      { post_id: postId, kind: 'REUSED_PHOTO', slot: 2, match_post_id: own.items[1]!.id, match_slot: 2, distance: 14 },
      { post_id: postId, kind: 'GALLERY_PHOTO', slot: 4, match_post_id: null, match_slot: null, distance: null },
    ])
    .execute();
  await api('POST', `tweet/${postId}/review`, await tokenOf('dd@example.org'), {
    decision: 'REJECTED',
    reason: REASON,
  });
  browser = await launchBrowser();
  const phone = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 }, baseURL: server.url });
  page = await phone.newPage();
  await signInWardenScreens(page, server, server.url);
  await page.getByRole('button', { name: 'Dismiss' }).click();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a rejected post, as the warden sees it', () => {
  it('is marked in the recent table and explained on its details, in English and Kannada', async () => {
    const recent = page.getByRole('table', { name: 'recent Tweets' });
    await expect.poll(() => recent.locator('[data-review="REJECTED"]').first().textContent()).toBe('Rejected');

    await screenshot(recent.getByRole('row').filter({ has: page.locator('[data-review]') }), {
      path: `${shots}/post-review-recent-row-phone-en.png`,
    });
    await page.goto(`/dashboard/${postId}`);
    const note = page.getByRole('note').filter({ hasText: 'Rejected by a supervisor' });
    await expect.poll(() => note.textContent()).toContain(`Rejected by a supervisor: ${REASON}`);
    expect(await note.textContent()).toContain('This post counts as Not Posted.');
    expect(await note.textContent()).toMatch(/Decided on \w+ \d+\w\w \d{4}, /);
    expect(await page.locator('article [data-status]').textContent()).toBe('Not Posted');
    await screenshot(page, {
      path: `${shots}/post-review-rejected-phone-en.png`,
      fullPage: true,
      animations: 'disabled',
    });

    await switchLanguageMenu(page, 'kn');
    const knNote = page.getByRole('note').filter({ hasText: kn['postReview.rejectedCounts'] });
    await expect.poll(() => knNote.textContent()).toContain(kn['postReview.rejected'].replace('{reason}', REASON));
    expect(await page.locator('article [data-status]').textContent()).toBe('ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ');
    await screenshot(page, {
      path: `${shots}/post-review-rejected-phone-kn.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await switchLanguageMenu(page, 'en');
  });
});

describe('a rejected post, as the DD sees it', () => {
  it('names who decided and lists the checks, in English and Kannada', async () => {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, baseURL: server.url });
    const dd = await desk.newPage();
    await signInAs(dd, server, DEMO.dd);
    await dd.getByRole('button', { name: 'Dismiss' }).click();
    await dd.goto(`/dd/post/${postId}`);
    const note = dd.getByRole('note').filter({ hasText: 'Rejected by a supervisor' });
    await expect.poll(() => note.textContent()).toMatch(/Decided by .+ on \w+ \d+\w\w \d{4}, /);
    const checks = dd.getByRole('region', { name: 'Why this post was flagged' }).getByRole('listitem');
    expect(await checks.allTextContents()).toEqual([
      expect.stringMatching(/^Reused photo: photo 2 \(plate with food\) looks like photo 2 of post #\d+$/),
      'Gallery photo: photo 4 (children having meals) was picked from the gallery, not taken with the camera',
    ]);
    await screenshot(dd, { path: `${shots}/post-review-rejected-dd-en.png`, animations: 'disabled' });
    await switchLanguageMenu(dd, 'kn');
    const knChecks = dd.getByRole('region', { name: reviewKn['postReview.checks'] }).getByRole('listitem');
    await expect.poll(() => knChecks.first().textContent()).toMatch(/^ಮರುಬಳಕೆಯ ಫೋಟೋ: /);
    await screenshot(dd, { path: `${shots}/post-review-rejected-dd-kn.png`, animations: 'disabled' });
    await switchLanguageMenu(dd, 'en');
    await desk.close();
  });
});
