/**
 * Holidays on screen (docs/spec-notes.md, holidays), in Chromium against the demo: the warden
 * declares today a holiday for one hostel from the home screen on a phone, and then the home card
 * and the composer both say the hostel is on holiday; an admin at 1366×768 declares a holiday for
 * an institution from the institutions table and revokes it. Each change is proved by the database
 * row and the screen that shows it. Screenshots in English and Kannada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, istDate } from '@common/schedule.ts';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { SHOTS } from './support/console-pages.ts';
import { expectNoToastShown } from './support/toast-log.ts';
import { switchLanguageMenu } from './support/a11y-page.ts';
import { screenshot } from './support/screenshots.ts';

const LAPTOP = { width: 1366, height: 768 };
let server: RunningServer;
let browser: Browser;

const holidaysOf = (orgId: number) =>
  server.app.ctx.db.selectFrom('holidays').selectAll().where('organization_id', '=', orgId).execute();
const capitalised = (name: string) => name.replace(/\b\w/g, (c) => c.toUpperCase());

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoToastShown(page);
  await screenshot(page, { path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('holidays on screen', () => {
  it('a warden declares today a holiday; the home card and the composer say so', async () => {
    const org = await server.app.ctx.db
      .selectFrom('organizations as o')
      .innerJoin('accounts as a', 'a.id', 'o.warden_id')
      .select(['o.id', 'o.en_name'])
      .where('a.email_id', '=', DEMO.warden.email)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const name = capitalised(org.en_name);
    const context = await browser.newContext({ ...PHONE, baseURL: server.url });
    const page = await context.newPage();
    await signInAs(page, server, DEMO.warden);
    const card = page.getByRole('region', { name: 'Holidays' });
    await card.getByRole('button', { name: `Declare a holiday for ${name}` }).scrollIntoViewIfNeeded();
    await shoot(page, 'holidays-warden-home-phone-en');

    await card.getByRole('button', { name: `Declare a holiday for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Declare a holiday' });
    await dialog.getByRole('button', { name: 'Declare holiday' }).click();
    await dialog.getByText('Please give a reason of 3 to 200 characters.').waitFor();
    const today = istDate(Date.now());
    expect(await dialog.getByLabel('First day').inputValue()).toBe(today);
    expect(await dialog.getByLabel('First day').getAttribute('min')).toBe(today);
    await dialog.getByLabel('Reason').fill('Water supply cut');
    await shoot(page, 'holidays-warden-declare-phone-en');
    await dialog.getByRole('button', { name: 'Declare holiday' }).click();
    await expect
      .poll(async () => (await holidaysOf(org.id)).map((h) => [h.from_date, h.reason]))
      .toEqual([[today, 'Water supply cut']]);
    await dialog.waitFor({ state: 'hidden' });

    // The home: the hostel is on holiday today, with the day and the reason.
    const mine = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await mine.getByText('On holiday today').first().waitFor();
    await mine.getByText('Water supply cut').waitFor();
    await shoot(page, 'holidays-warden-declared-phone-en');

    // The composer: choosing the hostel shows the holiday notice instead of Submit.
    await page.goto('/dashboard/add-tweet');
    await page.getByRole('radio', { name: new RegExp(name, 'i') }).check();
    await page.getByText('School/Hostel is on a holiday!').waitFor();
    await page.getByText(/Water supply cut/).waitFor();
    await page.getByText('School/Hostel is on a holiday!').scrollIntoViewIfNeeded();
    await shoot(page, 'holidays-warden-composer-phone-en');

    await page.goto('/dashboard/home');
    await switchLanguageMenu(page, 'kn');
    const kn = page.getByRole('region', { name: 'ರಜೆಗಳು' });
    await kn.getByText('ಇಂದು ರಜೆ').first().waitFor();
    await kn.scrollIntoViewIfNeeded();
    await shoot(page, 'holidays-warden-declared-phone-kn');
    await kn
      .getByRole('button', { name: /ರಜೆ ಘೋಷಿಸಿ$/ })
      .first()
      .click();
    const knDialog = page.getByRole('dialog', { name: 'ರಜೆ ಘೋಷಿಸಿ' });
    await knDialog.getByRole('button', { name: 'ರಜೆ ಘೋಷಿಸಿ' }).click();
    await knDialog.getByText('ದಯವಿಟ್ಟು 3 ರಿಂದ 200 ಅಕ್ಷರಗಳ ಕಾರಣ ನೀಡಿ.').waitFor();
    await shoot(page, 'holidays-warden-declare-phone-kn');
    await context.close();
  });

  it('an admin declares a holiday on the institutions page, then revokes it', async () => {
    const org = await server.app.ctx.db
      .selectFrom('organizations as o')
      .select(['o.id', 'o.en_name'])
      .where('o.warden_id', 'is', null)
      .where('o.deleted_at', 'is', null)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('holidays as h').select('h.id').whereRef('h.organization_id', '=', 'o.id'))),
      )
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const name = capitalised(org.en_name);
    const context = await browser.newContext({ viewport: LAPTOP, baseURL: server.url });
    const page = await context.newPage();
    await signInAs(page, server, DEMO.admin);
    await page.goto(`/admin/institutions?search=${encodeURIComponent(org.en_name)}`);
    await page.getByRole('button', { name: `Holidays of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Holidays of ${name}` });
    await dialog.getByText('No holiday has been declared for this institution.').waitFor();
    await dialog.getByRole('button', { name: 'Declare a holiday' }).click();

    const from = addDays(istDate(Date.now()), 3);
    await dialog.getByLabel('First day').fill(from);
    await dialog.getByLabel('Last day').fill(addDays(from, 1));
    await dialog.getByLabel('Reason').fill('Hostel painting');
    await dialog.getByRole('button', { name: 'Declare holiday' }).click();
    await expect.poll(async () => (await holidaysOf(org.id)).length).toBe(1);
    const row = dialog.getByRole('listitem').filter({ hasText: 'Hostel painting' });
    await row.getByText('To come').waitFor();
    await row.getByText(/Declared by .+ on /).waitFor();
    await shoot(page, 'holidays-admin-dialog-desktop-en');

    await row.getByRole('button', { name: /^Revoke the Holiday from/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this holiday?' });
    await confirm.getByLabel('Reason for revoking').fill('Painting moved to May');
    await confirm.getByRole('button', { name: 'Revoke holiday' }).click();
    await expect.poll(async () => (await holidaysOf(org.id))[0]?.revoke_reason).toBe('Painting moved to May');
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Revoked: Painting moved to May').waitFor();
    expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0);

    // The language is in the account menu, behind the dialog: close it, switch, open it again.
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await switchLanguageMenu(page, 'kn');
    await page.getByRole('button', { name: `${name} ರಜೆಗಳು` }).click();
    await page
      .getByRole('dialog', { name: `${name} ರಜೆಗಳು` })
      .getByText('ರದ್ದಾಗಿದೆ')
      .first()
      .waitFor();
    await shoot(page, 'holidays-admin-dialog-desktop-kn');
    await context.close();
  });
});
