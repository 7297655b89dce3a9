/**
 * The website's review in Chromium, as its people would do it (docs/spec-notes.md, 'The website's content and its
 * review'): a creator (enrolling their authenticator on first sign-in) adds two testimonials in English and Kannada
 * and sends them for review; a moderator (texted code) finds them in the inbox and sends them for approval; an
 * approver publishes them; /site shows them in English, and in Kannada after the switch. Screenshots of the inbox,
 * the editor and the site at phone and desk size.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { DEMO, submitPassword } from './support/sign-in-as.ts';
import { DESK, SHOTS, shootDeskAndPhone, signedInPage } from './support/console-pages.ts';
import { expectToast } from './support/toast-log.ts';
import { screenshot } from './support/screenshots.ts';

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

/** The creator's first sign-in enrols an authenticator, as a person would with their phone's app. */
async function signInCreator(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESK, baseURL: server.url })).newPage();
  await submitPassword(page, 'creator@example.org');
  await page.getByRole('heading', { name: 'Enable 2FA' }).waitFor();
  const group = page.getByRole('group', { name: "Can't scan? Type this key in the app" });
  const key = ((await group.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await page.getByRole('link', { name: 'Continue' }).click();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  await page.getByLabel('OTP', { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.getByRole('button', { name: 'I have saved them — Continue' }).click();
  await page.waitForURL('**/content');
  return page;
}

const NEW = [
  {
    // Prose takes sentence punctuation.
    en: ['Shobha Hiremath', 'Meals come hot, and on time, every day!'],
    kn: ['ಶೋಭಾ ಹಿರೇಮಠ', 'ಪ್ರತಿದಿನ ಊಟ ಬಿಸಿಯಾಗಿ, ಸಮಯಕ್ಕೆ ಬರುತ್ತದೆ.'],
  },
  { en: ['Imran Khan', 'The menu chart matches the plate'], kn: ['ಇಮ್ರಾನ್ ಖಾನ್', 'ಮೆನು ಪಟ್ಟಿ ತಟ್ಟೆಗೆ ಹೊಂದುತ್ತದೆ'] },
];

/** The newest testimonials version is in `state`: the proof of each step, whatever the toast said. */
async function expectState(state: string): Promise<void> {
  const newest = () =>
    server.app.ctx.db
      .selectFrom('site_versions')
      .select('state')
      .where('section_key', '=', 'testimonials')
      .orderBy('version', 'desc')
      .executeTakeFirst();
  await expect.poll(async () => (await newest())?.state).toBe(state);
}

describe('the website review in the browser', () => {
  it('goes from a creator to a moderator to an approver, and /site shows it in both languages', async () => {
    const creator = await signInCreator();
    await creator.getByRole('heading', { name: /Hello, Kavya/ }).waitFor();
    await creator.getByRole('navigation', { name: 'Website sections' }).getByRole('link', { name: 'Sections' }).click();
    await creator.getByRole('link', { name: 'Testimonials' }).click();
    await creator.getByRole('heading', { name: 'Testimonials' }).waitFor();
    const before = await creator
      .getByRole('listitem')
      .filter({ has: creator.getByText(/^Item \d+$/) })
      .count();
    for (const [i, t] of NEW.entries()) {
      await creator.getByRole('button', { name: 'Add item' }).click();
      const n = before + i + 1;
      const card = creator.getByRole('listitem').filter({ has: creator.getByRole('heading', { name: `Item ${n}` }) });
      await card.getByLabel('Client name in English').fill(t.en[0]!);
      await card.getByLabel('Client name in Kannada').fill(t.kn[0]!);
      await card.getByLabel('Review in English').fill(t.en[1]!);
      await card.getByLabel('Review in Kannada').fill(t.kn[1]!);
    }
    // A paste of 100,000 Kannada letters: the browser keeps one letter past the raw limit (180 × 4
    // units), the editor keeps answering, and Save says the text is too long beside the field,
    // brought into view.
    const firstCard = creator
      .getByRole('listitem')
      .filter({ has: creator.getByRole('heading', { name: `Item ${before + 1}` }) });
    const review = firstCard.getByLabel('Review in Kannada');
    await creator.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await review.fill('ಕನ್ನಡ ವಿದ್ಯಾರ್ಥಿ ನಿಲಯ '.repeat(5000));
    expect((await review.inputValue()).length).toBe(180 * 4 + 1);
    await creator.getByRole('button', { name: 'Save draft' }).click();
    await firstCard.getByText('Use at most 180 characters.').waitFor();
    await expect.poll(() => review.evaluate((el) => el === document.activeElement)).toBe(true);
    const longest = await creator.evaluate(() => (window as unknown as { longest: number }).longest);
    console.log(`longest task after a 100,000-letter paste: ${longest.toFixed(0)} ms`);
    expect(longest).toBeLessThan(1000);
    await review.fill(NEW[0]!.kn[1]!);
    // A creator is never offered the steps of the moderator or the approver.
    expect(await creator.getByRole('button', { name: 'Approve and publish' }).count()).toBe(0);
    await shootDeskAndPhone(creator, 'e2e-content-editor');
    await creator.getByRole('button', { name: 'Save draft' }).click();
    await expectState('DRAFT');
    await expectToast(creator, 'Draft saved.');
    await creator.getByRole('button', { name: 'Send for review' }).click();
    await expectState('IN_REVIEW');
    await expectToast(creator, 'Sent for review.');
    await creator.context().close();

    const moderator = await signedInPage(browser, server, DEMO.moderator);
    await moderator.getByRole('link', { name: /Testimonials/ }).click();
    await moderator.getByRole('heading', { name: 'Changes against the published site' }).waitFor();
    await moderator.getByText(NEW[0]!.en[1]!, { exact: true }).first().waitFor();
    await shootDeskAndPhone(moderator, 'e2e-content-review');
    await moderator.getByRole('button', { name: 'Send for approval' }).click();
    await expectState('PENDING_APPROVAL');
    await expectToast(moderator, 'Sent for approval.');
    await moderator.context().close();

    const approver = await signedInPage(browser, server, DEMO.approver);
    await shootDeskAndPhone(approver, 'e2e-content-inbox');
    await approver.getByRole('link', { name: /Testimonials/ }).click();
    await approver.getByRole('button', { name: 'Approve and publish' }).click();
    await expectState('PUBLISHED');
    await expectToast(approver, 'Published.');
    await approver.context().close();

    // The citizen's view, with JavaScript off: the page is made on the server.
    const context = await browser.newContext({
      ...PHONE,
      viewport: { width: 360, height: 740 },
      baseURL: server.url,
      javaScriptEnabled: false,
    });
    const site = await context.newPage();
    await site.goto('/site');
    await site.getByText(NEW[0]!.en[1]!).waitFor();
    await site.getByText(NEW[1]!.en[0]!).waitFor();
    await screenshot(site, { path: `${SHOTS}/e2e-content-site-en-phone.png`, fullPage: true });
    await site.getByRole('link', { name: 'ಕನ್ನಡ' }).first().click();
    await site.getByText(NEW[0]!.kn[1]!).waitFor();
    expect(await site.locator('html').getAttribute('lang')).toBe('kn');
    await screenshot(site, { path: `${SHOTS}/e2e-content-site-kn-phone.png`, fullPage: true });
    await site.setViewportSize(DESK);
    await screenshot(site, { path: `${SHOTS}/e2e-content-site-kn-desktop.png`, fullPage: true });
    await context.close();
  });
});
