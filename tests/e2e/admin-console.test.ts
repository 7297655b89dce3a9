/**
 * The admin console in Chromium at desk size (and phone screenshots): an ADMIN (texted code)
 * creates an institution, assigns warden@example.org, finds it with filters that survive a reload,
 * and fixes an institution with no X account from the incomplete list; a SUPER_ADMIN (TOTP) edits
 * the lunch due time and is told it applies from tomorrow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO } from './support/sign-in-as.ts';
import { shootDeskAndPhone, signedInPage } from './support/console-pages.ts';
import { expectToast } from './support/toast-log.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin console', () => {
  it('an admin creates an institution, assigns a warden, filters, and fixes an incomplete one', async () => {
    const page = await signedInPage(browser, server, DEMO.admin);
    await page.getByRole('heading', { name: 'In This Month, statewide' }).waitFor();
    await page
      .getByRole('link', { name: /No X account/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await shootDeskAndPhone(page, 'e2e-admin-home');
    // This server has no X app: one plain sentence says so, and no X-connection count or list is offered.
    await page.getByText('Publishing to X is not set up on this installation.').waitFor();
    expect(await page.getByRole('link', { name: /X not connected/ }).count()).toBe(0);
    expect(await page.getByText('Needs reconnect').count()).toBe(0);
    expect(await page.getByText(/X_CLIENT|X_SECRET/).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Institutions' }).click();
    await page.getByRole('heading', { name: 'Institutions' }).waitFor();
    await page.getByRole('button', { name: 'Add institution' }).click();
    const form = page.getByRole('dialog', { name: 'Add institution' });
    await form.getByRole('button', { name: 'Create institution' }).click();
    await form.getByText('Please choose a district.').waitFor();
    await form.getByLabel('Name in English').fill('Test Hostel Alpha');
    await form.getByLabel('Name in Kannada').fill('ಪರೀಕ್ಷಾ ವಿದ್ಯಾರ್ಥಿನಿಲಯ');
    await form.getByLabel('District').selectOption({ index: 1 });
    await expect.poll(() => form.getByLabel('Taluk').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Taluk').selectOption({ index: 1 });
    await form.getByLabel('Institution type').selectOption('HOSTEL');
    await form.getByLabel('Hostel type').selectOption('POST_MATRIC_GIRLS');
    await form.getByLabel('X handle').fill('@test_alpha');
    await form.getByLabel('X password', { exact: true }).fill('s3cret-X');
    await shootDeskAndPhone(page, 'e2e-admin-institution-form');
    await form.getByRole('button', { name: 'Create institution' }).click();
    await expect
      .poll(() =>
        server.app.ctx.db
          .selectFrom('organizations')
          .select('id')
          .where('en_name', 'ilike', 'test hostel alpha')
          .execute(),
      )
      .toHaveLength(1);
    await expectToast(page, 'Test Hostel Alpha was created.');

    // Filters in the URL, kept by a reload.
    const districtId = await page.getByLabel('District').locator('option').nth(1).getAttribute('value');
    await page.getByLabel('District').selectOption({ index: 1 });
    await page.getByLabel('Institution type').selectOption('HOSTEL');
    await page.getByRole('search').getByLabel('Search').fill('alpha');
    await page.getByRole('search').getByLabel('Search').press('Enter');
    await page.waitForURL(/search=alpha/);
    expect(page.url()).toContain(`district=${districtId}`);
    expect(page.url()).toContain('institution_type=HOSTEL');
    await page.reload();
    await page.getByRole('cell', { name: /^test hostel alpha/i }).waitFor();
    expect(await page.getByLabel('Institution type').inputValue()).toBe('HOSTEL');
    expect(await page.getByRole('search').getByLabel('Search').inputValue()).toBe('alpha');

    await page.getByRole('button', { name: 'Assign a warden to test hostel alpha' }).click();
    const picker = page.getByRole('dialog', { name: 'Assign a warden' });
    await picker.getByLabel('Find a warden').fill('warden@example.org');
    await picker.getByLabel('Find a warden').press('Enter');
    await picker.getByRole('radio', { name: /warden@example\.org/ }).check();
    await picker.getByRole('button', { name: 'Assign warden' }).click();
    await expectToast(page, 'The warden of test hostel alpha was saved.');
    const row = page.getByRole('row', { name: /test hostel alpha/i });
    await expect.poll(() => row.textContent()).toContain('@test_alpha');
    expect(await row.textContent()).not.toContain('No warden');
    // No X app: no X status to filter by, and no Connect X on any row.
    expect(await page.getByLabel('X status', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Connect X/ }).count()).toBe(0);
    await shootDeskAndPhone(page, 'e2e-admin-institutions');

    // An institution with no X account, from the incomplete list.
    await page.goto('/admin/incomplete/twitter-id');
    await page.getByRole('heading', { name: 'No X account' }).waitFor();
    await page.getByRole('cell').first().waitFor();
    const before = Number((await page.getByText(/\d+ found/).textContent())?.match(/\d+/)?.[0]);
    await shootDeskAndPhone(page, 'e2e-admin-incomplete');
    await page.getByRole('link', { name: /^Fix / }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit institution' });
    await edit.getByLabel('Name in English').waitFor();
    expect(await edit.getByLabel('X password', { exact: true }).inputValue()).toBe('');
    await edit.getByLabel('X handle').fill('fixed_handle');
    await edit.getByLabel('X password', { exact: true }).fill('another-secret');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/was saved\.$/).waitFor();
    await page.goto('/admin/incomplete/twitter-id');
    await expect
      .poll(async () => Number((await page.getByText(/\d+ found/).textContent())?.match(/\d+/)?.[0]))
      .toBe(before - 1);
    await page.context().close();
  });

  it('a super admin edits the lunch due time and is told it applies from tomorrow', async () => {
    const page = await signedInPage(browser, server, DEMO.superAdmin);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Posting schedule' })
      .click();
    await page.getByText('A change applies from tomorrow.', { exact: false }).waitFor();
    const due = page.getByLabel('Hostel Lunch Due');
    const old = await due.inputValue();
    const [h, m] = old.split(':').map(Number) as [number, number];
    const next = `${String(h).padStart(2, '0')}:${String((m + 15) % 60).padStart(2, '0')}`;
    await due.fill(next);
    await page.getByRole('button', { name: 'Save Hostel times' }).click();
    await expectToast(page, 'Saved. The new Hostel times apply from tomorrow.');
    await page
      .getByText(/^New times from \d{4}-\d{2}-\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByLabel('Hostel Lunch Due').inputValue()).toBe(next);
    await shootDeskAndPhone(page, 'e2e-admin-schedule');
    await page.context().close();
  });
});
