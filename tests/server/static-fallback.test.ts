/**
 * The single-page-app fallback answers index.html only for page paths; a missing file answers a
 * 404 envelope instead of the app shell with a 200. And public/robots.txt keeps crawlers out of the
 * console while the public pages stay open.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';

/** The smallest valid WebAssembly module: magic and version. */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const ROBOTS = fs.readFileSync(path.join(import.meta.dirname, '../../public/robots.txt'), 'utf8');

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), ROBOTS);
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets/detector-abc.wasm'), WASM);
  fs.writeFileSync(path.join(staticDir, 'assets/detector-abc.wasm.br'), brotliCompressSync(WASM));
  fs.writeFileSync(path.join(staticDir, 'assets/model-abc.bin'), WASM.subarray(0, 8));
  t = await makeTestApp({ env: { STATIC_DIR: staticDir }, seed: 'none' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the single-page-app fallback', () => {
  it('answers index.html for page paths, on GET and HEAD', async () => {
    for (const url of ['/', '/dashboard/home', '/dd/post/12', '/helpline?q=a.b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>shell</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/admin/accounts' });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('serves the real robots.txt as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(ROBOTS);
  });

  it("serves the face detector's WebAssembly as application/wasm (Brotli when accepted) and the model as bytes", async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/assets/detector-abc.wasm' });
    expect([plain.statusCode, plain.headers['content-type']]).toEqual([200, 'application/wasm']);
    expect(plain.rawPayload.equals(WASM)).toBe(true);
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/detector-abc.wasm',
      headers: { 'accept-encoding': 'br' },
    });
    expect([br.headers['content-type'], br.headers['content-encoding']]).toEqual(['application/wasm', 'br']);
    const model = await t.app.inject({ method: 'GET', url: '/assets/model-abc.bin' });
    expect([model.statusCode, model.headers['content-type']]).toEqual([200, 'application/octet-stream']);
  });

  it('answers a missing file, a dot-path, /api and /media with a 404 envelope', async () => {
    const missing = [
      '/x.wasm',
      '/assets/gone-abc.wasm',
      '/assets/gone-abc.bin',
      '/favicon.ico',
      '/assets/gone-abc123.js',
      '/.git/config',
      '/.env',
      '/x%2Ewasm',
    ];
    for (const url of missing) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(json(res), url).toEqual({ status: false, status_code: 404, message: MSG.notFound, data: null });
    }
    for (const url of ['/api', '/api/v2/x', '/media', '/media/2026/11/none.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, json(res).status_code], url).toEqual([404, 404]);
    }
  });

  it('does not answer the app shell to other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dashboard/home', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(MSG.notFound);
  });
});

describe('public/robots.txt', () => {
  const rules = ROBOTS.split('\n').filter((line) => /^(Allow|Disallow):/.test(line));
  const disallowed = rules.filter((r) => r.startsWith('Disallow:')).map((r) => r.slice(9).trim());

  it('keeps crawlers out of the API, media, the consoles and the sign-in screens', () => {
    expect(ROBOTS).toMatch(/^User-agent: \*$/m);
    for (const prefix of ['/api/', '/media/', '/dashboard', '/admin', '/dd', '/helpline', '/$', '/forgot-password'])
      expect(disallowed, prefix).toContain(prefix);
    for (const screen of ['/password-change-success', '/verify-2fa-otp', '/enable-2fa'])
      expect(
        disallowed.some((rule) => screen.startsWith(rule)),
        screen,
      ).toBe(true);
  });

  it('leaves the public pages open', () => {
    expect(rules).toEqual(expect.arrayContaining(['Allow: /site', 'Allow: /audit']));
    for (const page of ['/site', '/site/mysuru', '/audit'])
      expect(
        disallowed.some((rule) => rule !== '/$' && page.startsWith(rule)),
        page,
      ).toBe(false);
  });
});
