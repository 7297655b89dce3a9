/**
 * A warden's day on a phone (390×844) at lunchtime: the home starts with today's checklist per
 * hostel, whose Post opens the composer with that hostel and meal chosen; the composer marks what
 * is required and lists what Submit still needs; a meal posted today shows as posted on the home
 * (with View) and cannot be chosen in the composer; the 'Not Posted' card opens its list, as long
 * as its count. In English and Kannada, with screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import { PHONE, atLunchtime, launchBrowser, lunchtimeClock } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInWardenScreens } from './support/warden-sign-in.ts';
import { apiGet } from './support/compose.ts';
import { draftsOnPhone } from './support/drafts.ts';
import { expectNoToastShown } from './support/toast-log.ts';
import { say, switchLanguageMenu } from './support/a11y-page.ts';
import { jpeg, multipart, tweetBody } from '../support/posting.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let hostels: WardenInstitution[];
const shots = 'test-results/screenshots';

const mealRow = (id: number, meal: string) => page.locator(`[data-today="${id}"] [data-meal="${meal}"]`);
const needs = () => page.locator('#compose-needs');

/** Posts lunch for a hostel through the API with the page's own session, as another phone would. */
async function postLunch(organizationId: number): Promise<number> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user: { access_token: string } }).user
        .access_token,
  );
  const authorization = `Bearer ${token}`;
  const file = multipart({ media_owner: 'OWNER' }, { name: 'menu.jpg', bytes: await jpeg() });
  const media = await server.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { ...file.headers, authorization },
    payload: file.payload,
  });
  const post = await server.app.inject({
    method: 'POST',
    url: '/api/v1/tweet',
    headers: { authorization },
    payload: tweetBody(organizationId, media.json().data.id, { captured_at: lunchtimeClock.now().toISOString() }),
  });
  expect(post.statusCode).toBe(201);
  return post.json().data.id as number;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, { clock: lunchtimeClock }), launchBrowser()]);
  context = await browser.newContext({ ...PHONE, baseURL: server.url });
  await atLunchtime(context);
  page = await context.newPage();
  await signInWardenScreens(page, server, server.url);
  hostels = (await apiGet<{ items: WardenInstitution[] }>(page, 'organization/warden')).items;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a warden's day", () => {
  it("starts the home with today's meals per hostel, each with its state and action", async () => {
    const today = page.getByRole('region', { name: say('en', 'today.title') });
    await today.waitFor();
    await expect.poll(() => today.locator('[data-today]').count()).toBe(hostels.length);
    const [first] = hostels;
    // At 12:00 IST (or later) breakfast is past its late-until and lunch has opened.
    await expect.poll(() => mealRow(first!.id, 'BREAKFAST').getAttribute('data-state')).toBe('after');
    expect(['open', 'delayed', 'after']).toContain(await mealRow(first!.id, 'LUNCH').getAttribute('data-state'));
    await expect
      .poll(() =>
        mealRow(first!.id, 'LUNCH')
          .getByRole('link', { name: /^Post Lunch: / })
          .count(),
      )
      .toBe(1);
    // The checklist comes before the month's cards.
    const order = await page.evaluate(() => {
      const today = document.querySelector('#today-heading')!;
      const cards = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Your institutions this month');
      return cards ? today.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
    });
    expect(order).not.toBe(0);
    await expectNoToastShown(page);
    await screenshot(page, { path: `${shots}/e2e-warden-day-home-en.png`, fullPage: true, animations: 'disabled' });
  });

  it('opens the composer on that hostel and meal, marks what is required and says what Submit needs', async () => {
    const [first] = hostels;
    await mealRow(first!.id, 'LUNCH').getByRole('link').click();
    await page.waitForURL(`**/dashboard/add-tweet?organization=${first!.id}&meal=LUNCH`);
    await expect.poll(() => page.getByRole('radio', { name: /^Lunch/ }).isChecked()).toBe(true);
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(() => needs().textContent()).toContain('write the description');
    expect(await needs().textContent()).toContain('add the menu chart photo');
    expect(await submit.getAttribute('aria-describedby')).toBe('compose-needs');
    expect(await page.getByText('Description Required').count()).toBe(1);
    await screenshot(page, { path: `${shots}/e2e-warden-day-composer-en.png`, fullPage: true, animations: 'disabled' });
    await page.getByLabel(/^Description/).fill('Rice, sambar, palya and curd');
    await expect.poll(() => needs().textContent()).not.toContain('write the description');
    expect(await submit.isDisabled()).toBe(false);
    // The text is kept as a draft (docs/offline.md); emptied again, the composer leaves none to offer.
    await expect.poll(async () => (await draftsOnPhone(page)).length).toBe(1);
    await page.getByLabel(/^Description/).fill('');
    await expect.poll(async () => (await draftsOnPhone(page)).length).toBe(0);
  });

  it('shows a meal posted today as posted, with View, and the composer will not take it again', async () => {
    const [first] = hostels;
    const postId = await postLunch(first!.id);
    await page.goto('/dashboard/home');
    await expect.poll(() => mealRow(first!.id, 'LUNCH').getAttribute('data-state')).toBe('posted');
    await mealRow(first!.id, 'LUNCH')
      .getByRole('link', { name: /^View Lunch: / })
      .click();
    await page.waitForURL(`**/dashboard/${postId}`);

    await page.goto(`/dashboard/add-tweet?organization=${first!.id}&meal=LUNCH`);
    const lunch = page.getByRole('radio', { name: /^Lunch/ });
    await expect.poll(() => lunch.isDisabled()).toBe(true);
    expect(await lunch.isChecked()).toBe(false);
    expect(await page.locator('[data-meal-taken="posted"]').textContent()).toBe('Posted');
    // Another meal that has opened (dinner, late in the day: the clock is only moved before 11:30
    // IST) may be offered in its place; otherwise Submit asks for a meal.
    const otherMeal = async () => (await page.getByRole('radio', { checked: true }).count()) > 0;
    await expect
      .poll(async () => (await otherMeal()) || (await needs().textContent())!.includes('choose a meal'))
      .toBe(true);
  });

  it("opens the 'Not Posted' card's list, as long as its count", async () => {
    await page.goto('/dashboard/home');
    const card = page.getByRole('link', { name: /Not Posted/ });
    await expect.poll(() => card.textContent()).toMatch(/^\d+/);
    const count = Number((await card.textContent())!.match(/^\d+/)![0]);
    await card.click();
    await page.waitForURL('**/dashboard/not-posted');
    const list = await apiGet<{ total_items: number }>(page, 'stat/warden-home/not-posted');
    expect(list.total_items).toBe(count);
    const table = page.getByRole('table', { name: 'Meals Not Posted' });
    await expect
      .poll(() =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
          .count(),
      )
      .toBe(Math.min(10, count));
    await screenshot(page, {
      path: `${shots}/e2e-warden-day-not-posted-en.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });

  it('reads in Kannada: the checklist, the hostel names and the composer', async () => {
    await page.goto('/dashboard/home');
    await switchLanguageMenu(page, 'kn');
    const today = page.getByRole('region', { name: say('kn', 'today.title') });
    await today.waitFor();
    const [first] = hostels;
    if (first!.name.kn) await today.getByRole('heading', { name: first!.name.kn }).waitFor();
    await expectNoToastShown(page);
    await screenshot(page, { path: `${shots}/e2e-warden-day-home-kn.png`, fullPage: true, animations: 'disabled' });
    await page.goto(`/dashboard/add-tweet?organization=${first!.id}`);
    await expect.poll(() => needs().textContent()).toContain(say('kn', 'compose.needs.description'));
    await screenshot(page, { path: `${shots}/e2e-warden-day-composer-kn.png`, fullPage: true, animations: 'disabled' });
    await switchLanguageMenu(page, 'en');
  });
});
