/**
 * The weekly audit reports in the consoles (docs/spec-notes.md, 'Supervisors' views and the public audit'), in
 * Chromium: a server started on the demo data makes last week's reports at start; the DD's 'Weekly reports' lists the
 * state's and Mysuru's (not another district's) and saves Mysuru's PDF, which `pdftotext` reads back with the
 * district and its taluks; an admin sees every district's and makes the week again. Screenshots at desktop and phone
 * size.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO, signInAs } from './support/sign-in-as.ts';
import { DESKTOP, expectAccessible } from './support/a11y-page.ts';
import { screenshot } from './support/screenshots.ts';

let server: RunningServer;
let browser: Browser;
const shots = 'test-results/screenshots';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ WEEKLY_REPORTS: 'on' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The report rows' names, once the start-up job has made them all (reloading as a person would). */
async function reportNames(page: Page, count: number): Promise<string[]> {
  const names = () => page.getByRole('row').locator('td:nth-child(2)').allTextContents();
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Weekly audit reports' }).waitFor();
        return (await names()).length;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(count);
  return (await names()).map((name) => name.replace(/^Report/, '').trim());
}

describe('weekly reports', () => {
  it("lists the DD's districts and the state, and saves a real PDF", async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    await signInAs(page, server, DEMO.dd);
    await page.getByRole('link', { name: 'Weekly reports' }).click();
    const names = await reportNames(page, 2);
    expect(names.sort()).toEqual(['Karnataka state', 'Mysuru']);
    await screenshot(page, { path: `${shots}/e2e-reports-dd-desktop.png`, fullPage: true });
    await expectAccessible(page, 'en', '/dd/reports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download PDF: Mysuru/ }).click(),
    ]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const name of ['Mysuru', 'Hunsur', 'Nanjangud']) expect(text).toContain(name);
    await page.getByText(/^Saved .*\.pdf\.$/).waitFor();
    await context.close();
  });

  it('shows an admin every report, and makes a week again', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url });
    const page = await context.newPage();
    await signInAs(page, server, DEMO.admin);
    await page.goto('/admin/reports');
    const names = await reportNames(page, 5);
    expect(names).toContain('Bidar');
    await screenshot(page, { path: `${shots}/e2e-reports-admin-phone.png`, fullPage: true });
    await page.getByRole('button', { name: /^Make again: the reports of \d{4}-W\d{2}$/ }).click();
    await page.getByText(/^The reports of \d{4}-W\d{2} were made again\.$/).waitFor({ timeout: 60_000 });
    await context.close();
  });
});
