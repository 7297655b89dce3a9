/**
 * The public website page, `GET /site` (docs/spec-notes.md, 'The public site'), rendered on the server from what is
 * published: content goes through the real review (a creator saves and submits, a moderator forwards, an approver
 * publishes), then the page shows it in English and in Kannada with English where the Kannada is missing, its banner
 * as a responsive image, an ETag with 304, a CSP that allows no script, and nothing from a draft. The PWA's fallback
 * must not answer /site with its shell.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_TEXTS } from '@common/site/site-page-texts.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { caller, type Caller } from '../support/console.ts';
import { contentTokens, testimonial, type ContentTokens } from '../support/content.ts';
import { png } from '../support/library.ts';
import { upload } from '../support/posting.ts';

let t: TestApp;
let call: Caller;
let tk: ContentTokens;
let staticDir: string;
beforeAll(async () => {
  // A built PWA is there, so its single-page fallback is live and must leave /site alone.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-site-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  t = await makeTestApp({ env: { STATIC_DIR: staticDir } });
  call = caller(t);
  tk = await contentTokens(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const page = (url = '/site', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Saves a section's draft and takes it through the review with three different people. */
async function publish(key: string, items: unknown[], base = 0) {
  const saved = await call('PUT', `site-sections/${key}/draft`, {
    token: tk.creator,
    payload: { items, base_version: base },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [token, step] of [
    [tk.creator, 'submit'],
    [tk.moderator, 'forward'],
    [tk.approver, 'approve'],
  ] as const)
    expect((await call('POST', `site-sections/${key}/${step}`, { token, payload: {} })).statusCode).toBe(200);
}

describe('the public website page', () => {
  it('says kindly, in the language asked for, that nothing is published yet', async () => {
    const en = await page();
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(SITE_PAGE_TEXTS.en.empty);
    const kn = await page('/site?lang=kn');
    expect(kn.body).toContain('<html lang="kn">');
    expect(kn.body).toContain(SITE_PAGE_TEXTS.kn.empty);
    expect(kn.body).not.toContain('<title>shell</title>');
    // An unknown language reads as English; /site/ is the same page at one address.
    expect((await page('/site?lang=fr')).body).toContain('<html lang="en">');
    const slash = await page('/site/?lang=kn');
    expect([slash.statusCode, slash.headers.location]).toEqual([301, '/site?lang=kn']);
    // The PWA's fallback still answers its own paths.
    expect((await page('/dashboard/home')).body).toContain('<title>shell</title>');
  });

  it('shows published testimonials and a banner in both languages, and never a draft', async () => {
    await publish('testimonials', [
      testimonial('Lakshmi Devi', 'The hostel kitchen is clean and meals come on time', {
        name: 'ಲಕ್ಷ್ಮೀ ದೇವಿ',
        review: 'ಹಾಸ್ಟೆಲ್ ಅಡುಗೆಮನೆ ಸ್ವಚ್ಛವಾಗಿದೆ ಮತ್ತು ಊಟ ಸಮಯಕ್ಕೆ ಬರುತ್ತದೆ',
      }),
      testimonial('Ramesh Patil', 'My daughter gets breakfast before school every day'),
    ]);
    const uploaded = await upload(t, tk.admin, await png('#2f855a'), { name: 'banner.png' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = json(uploaded).data as { id: number; file_url: { full: { high_res: string; low_res: string } } };
    const alt = { en: 'A plate of rice and dal', kn: 'ಅನ್ನ ಮತ್ತು ಸಾರಿನ ತಟ್ಟೆ' };
    expect((await call('PATCH', `media/${image.id}`, { token: tk.admin, payload: { alt } })).statusCode).toBe(200);
    const banner = { name: { en: 'Meals on time', kn: 'ಸಮಯಕ್ಕೆ ಊಟ' }, action: '/site#testimonials', image: image.id };
    await publish('home_banners', [banner]);
    // Drafts: a new section never published, and a change to a published one.
    const draft = { en: 'Unpublished draft words', kn: '' };
    await call('PUT', 'site-sections/product_action/draft', {
      token: tk.creator,
      payload: { items: [{ name: draft, action: '/audit' }], base_version: 0 },
    });
    await call('PUT', 'site-sections/testimonials/draft', {
      token: tk.creator,
      payload: { items: [testimonial('Draft Person', 'Words still in review')], base_version: 1 },
    });

    const en = (await page()).body;
    expect(en).toContain('The hostel kitchen is clean and meals come on time');
    expect(en).toContain('Ramesh Patil');
    expect(en).toContain('Meals on time');
    expect(en).not.toContain(SITE_PAGE_TEXTS.en.empty);
    expect(en).toContain(`alt="${alt.en}"`);
    const { high_res, low_res } = image.file_url.full;
    expect(low_res).not.toBe(high_res);
    // 400 × 300 as uploaded (never enlarged); the list rendition is 320 px wide.
    expect(en).toContain(`srcset="${low_res} 320w, ${high_res} 400w"`);
    expect(en).toMatch(/<img[^>]*width="400"[^>]*height="300"/);
    expect(en).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(en).not.toMatch(/<img[^>]*loading="lazy"/);
    // The banner's link to a section on this page stays on the page.
    expect(en).toContain('<a href="#testimonials">');
    for (const body of [en, (await page('/site?lang=kn')).body]) {
      expect(body).not.toContain('Unpublished draft words');
      expect(body).not.toContain('Draft Person');
      expect(body).not.toMatch(/<script/i);
    }

    const kn = (await page('/site?lang=kn')).body;
    expect(kn).toContain('ಲಕ್ಷ್ಮೀ ದೇವಿ');
    expect(kn).toContain('ಹಾಸ್ಟೆಲ್ ಅಡುಗೆಮನೆ ಸ್ವಚ್ಛವಾಗಿದೆ');
    expect(kn).toContain('ಸಮಯಕ್ಕೆ ಊಟ');
    expect(kn).toContain(`alt="${alt.kn}"`);
    expect(kn).toContain(SITE_PAGE_TEXTS.kn.testimonials);
    // No Kannada written: the English stands in, marked as English for screen readers.
    expect(kn).toContain('<span lang="en">Ramesh Patil</span>');
    expect(kn).toContain('<span lang="en">My daughter gets breakfast before school every day</span>');
    expect(kn).not.toContain(SITE_PAGE_TEXTS.en.testimonials);
  });

  it('answers with an ETag, 304 for a match, the cache rules and a CSP that allows no script', async () => {
    const first = await page();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await page('/site', { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    expect((await page('/site', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const kn = await page('/site?lang=kn', { 'if-none-match': etag });
    expect(kn.statusCode).toBe(200);
    expect(kn.headers.etag).not.toBe(etag);
    const head = await t.app.inject({ method: 'HEAD', url: '/site' });
    expect([head.statusCode, head.headers.etag]).toEqual([200, etag]);

    const csp = String(first.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(first.body)![1]!;
    const hash = crypto.createHash('sha256').update(style).digest('base64');
    expect(csp).toBe(
      `default-src 'none'; img-src 'self'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(first.body.match(/<style>/g)).toHaveLength(1);
    expect(first.body).not.toMatch(/<script|\son\w+=|style="/i);

    // A new publish changes the page, so the old ETag no longer matches.
    await publish('footer_copyright', [
      {
        year: '2026',
        company_name: { en: 'State hostels', kn: '' },
        partner_name: { en: 'Social Welfare', kn: '' },
        action: '/site',
      },
    ]);
    const changed = await page('/site', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('© 2026 State hostels');
  });
});
