/**
 * Unknown addresses (docs/spec-notes.md, "Unknown addresses"): a public one a citizen might type
 * (`/site/…`, `/audit/…`, `/about`) answers HTTP 404 with the public 404 page in the site's look,
 * English or Kannada as `/site` picks (`?lang=kn`), with no script; an app address, known or not,
 * still gets the PWA's shell, whose router shows its own not-found screen; missing files, /api and
 * /media keep their 404 envelopes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { NOT_FOUND_TEXTS } from '@common/site/not-found-page-texts.ts';
import { ownPath } from '@server/modules/not-found-page/not-found-page.render.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-404-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  t = await makeTestApp({ env: { STATIC_DIR: staticDir }, seed: 'none' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('an unknown public address', () => {
  it('answers 404 with the public page in English, naming the address and where to go', async () => {
    for (const url of ['/site/hostels', '/site/about/us', '/audit/mysuru', '/about', '/contact-us', '/help/videos']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).not.toContain('<title>shell</title>');
      expect(res.body, url).toContain('<html lang="en">');
      expect(res.body, url).toContain(`<h1>${NOT_FOUND_TEXTS.en.heading}</h1>`);
      expect(res.body, url).toContain(`<code>${url}</code>`);
    }
    const body = (await get('/site/hostels')).body;
    for (const href of ['/site', '/audit', '/help', '/']) expect(body).toContain(`href="${href}"`);
    expect(body).toContain('href="/site/hostels?lang=kn"');
    expect(body).not.toMatch(/<script/i);
  });

  it('speaks Kannada with ?lang=kn, as /site does, and links on in Kannada', async () => {
    const res = await get('/site/hostels?lang=kn');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="kn">');
    expect(res.body).toContain(`<h1>${NOT_FOUND_TEXTS.kn.heading}</h1>`);
    expect(res.body).toContain('href="/site?lang=kn"');
    expect(res.body).toContain('href="/audit?lang=kn"');
    expect(res.body).toContain('href="/site/hostels"');
    // Anything else reads as English, like /site.
    expect((await get('/about?lang=fr')).body).toContain('<html lang="en">');
  });

  it('allows no script: its one <style> by hash, and the usual public headers', async () => {
    const res = await get('/site/nothing-here');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    const hash = crypto.createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('escapes the address and never links off the site', async () => {
    const res = await get('/site/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;');
    // `//host` is refused before routing (403); the page's own links keep one leading slash anyway.
    expect(['//evil.example/x', '/\\evil.example', '/site/x'].map(ownPath)).toEqual([
      '/evil.example/x',
      '/evil.example',
      '/site/x',
    ]);
  });

  it('answers HEAD with the same status and type', async () => {
    const res = await get('/site/hostels', 'HEAD');
    expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });
});

describe("the app's addresses", () => {
  it('keep the shell with a 200, known or not, so the PWA shows its own not-found', async () => {
    for (const url of ['/', '/help', '/help?lang=kn', '/404', '/dashboard/home', '/dashboard/no-such', '/dd/post/12']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>shell</title>');
    }
  });

  it('leave /site and /audit themselves to their pages, and missing files, /api and /media to envelopes', async () => {
    expect((await get('/site')).statusCode).toBe(200);
    expect((await get('/audit')).statusCode).toBe(200);
    for (const url of ['/favicon.ico', '/site/logo.png', '/api/v1/nothing', '/media/none.webp']) {
      const res = await get(url);
      expect([res.statusCode, json(res).status_code], url).toEqual([404, 404]);
    }
    expect(json(await get('/x.wasm')).message).toBe(MSG.notFound);
  });
});
