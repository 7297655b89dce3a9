/**
 * The security headers (docs/spec-notes.md, 'Security headers') (server/plugins/security-headers.ts) on each kind of
 * answer: the app shell and its page fallback (the app's policy; camera and position for the composer), a file of the
 * built PWA, /site and /audit (their own hashed-stylesheet policy kept), the API and its errors, the API reference
 * (Swagger UI's own policy), and a media file (its sandbox kept). Each header once; HSTS only when PUBLIC_URL is
 * https.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_CSP, APP_CSP, APP_PERMISSIONS, HSTS, OTHER_PERMISSIONS } from '@server/plugins/security-headers.ts';
import { SITE_PAGE_CSP } from '@server/modules/site-page/site-page.styles.ts';
import { AUDIT_PAGE_CSP } from '@server/modules/audit-page/audit-page.styles.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let https: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets/index-abc.js'), 'export {};');
  [t, https] = await Promise.all([
    makeTestApp({ env: { STATIC_DIR: staticDir } }),
    makeTestApp({ env: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://meals.example.gov.in' }, seed: 'none' }),
  ]);
  fs.writeFileSync(path.join(t.dataDir, 'media', 'probe.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), https?.close()]);
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

/** The four headers every answer carries, each exactly once. */
function headersOf(res: LightMyRequestResponse) {
  const h = res.headers;
  for (const name of ['content-security-policy', 'referrer-policy', 'x-content-type-options', 'permissions-policy'])
    expect(typeof h[name], `${name} once`).toBe('string');
  expect(h['x-content-type-options']).toBe('nosniff');
  return {
    csp: h['content-security-policy'],
    permissions: h['permissions-policy'],
    referrer: h['referrer-policy'],
    hsts: h['strict-transport-security'],
  };
}

describe('security headers', () => {
  it('the app shell and its page fallback: the app policy, with camera and position for the composer', async () => {
    for (const url of ['/', '/dashboard/add-tweet', '/admin/accounts?page=2']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(headersOf(res), url).toEqual({
        csp: APP_CSP,
        permissions: APP_PERMISSIONS,
        referrer: 'same-origin',
        hsts: undefined,
      });
    }
    expect(APP_CSP).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(APP_CSP).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(APP_PERMISSIONS).toContain('camera=(self), geolocation=(self)');
  });

  it("the PWA's files carry the app policy (a worker's comes from its script), and no feature", async () => {
    const res = await get(t, '/assets/index-abc.js');
    expect(res.statusCode).toBe(200);
    expect(headersOf(res)).toMatchObject({ csp: APP_CSP, permissions: OTHER_PERMISSIONS });
  });

  it('/site and /audit keep their own policy, with no feature allowed', async () => {
    for (const [url, csp] of [
      ['/site', SITE_PAGE_CSP],
      ['/audit', AUDIT_PAGE_CSP],
    ] as const) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(headersOf(res), url).toEqual({
        csp,
        permissions: OTHER_PERMISSIONS,
        referrer: 'strict-origin-when-cross-origin',
        hsts: undefined,
      });
    }
    expect(OTHER_PERMISSIONS).toContain('camera=(), geolocation=(), microphone=()');
  });

  it('API answers and errors: nothing may load or frame them', async () => {
    for (const [url, status] of [
      ['/api/v1/openapi.json', 200],
      ['/api/v1/tweet/warden', 401],
      ['/api/v1/no-such-thing', 404],
      ['/media/no-such-file.png', 404],
    ] as const) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(status);
      expect(headersOf(res), url).toMatchObject({ csp: API_CSP, permissions: OTHER_PERMISSIONS });
    }
  });

  it("the API reference keeps Swagger UI's policy; media keep their sandbox", async () => {
    const docs = headersOf(await get(t, '/api/v1/docs/'));
    expect(docs.csp).toMatch(/^default-src 'self';.* style-src 'self' 'sha256-[^;]+'; script-src 'self';/);
    const media = await get(t, '/media/probe.png');
    expect(media.statusCode).toBe(200);
    expect(headersOf(media)).toMatchObject({
      csp: expect.stringMatching(/; sandbox$/),
      permissions: OTHER_PERMISSIONS,
    });
  });

  it('HSTS on every answer when PUBLIC_URL is https, and only then', async () => {
    for (const url of ['/', '/site', '/api/v1/openapi.json', '/api/v1/tweet/warden', '/assets/index-abc.js'])
      expect(headersOf(await get(https, url)).hsts, url).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000');
  });
});
