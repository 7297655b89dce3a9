import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { MSG } from '@common/messages.ts';
import { errorHandler } from '@server/plugins/error-handler.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health once ready, in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: true,
      status_code: 200,
      data: { database: expect.stringMatching(/pglite|postgres/) },
    });
  });

  it('answers the same value types on PGlite and PostgreSQL', async () => {
    const { sql } = await import('kysely');
    const row = await sql<{
      big: unknown;
      num: unknown;
      bytes: unknown;
      day: unknown;
    }>`select 9007199254740::int8 as big, 12.50::numeric as num, '\\x0aff'::bytea as bytes, '2026-11-21'::date as day`.execute(
      t.app.ctx.db,
    );
    const r = row.rows[0]!;
    expect(r.big).toBe(9007199254740);
    expect(r.num).toBe(12.5);
    expect(Array.from(r.bytes as Uint8Array)).toEqual([10, 255]);
    expect(r.day).toBe('2026-11-21');
  });

  it('answers unknown API paths and missing media with a 404 envelope', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(json(api)).toMatchObject({ status: false, status_code: 404 });
    const media = await t.app.inject({ method: 'GET', url: '/media/2026/11/none.webp' });
    expect(media.statusCode).toBe(404);
    expect(json(media).message).toBe(MSG.fileNotFound);
  });

  it('never shows the text of a 5xx', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorHandler);
    bare.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const res = await bare.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(json(res)).toEqual({ status: false, status_code: 500, message: MSG.unexpectedError, data: null });
    await bare.close();
  });
});

describe('serving the PWA', () => {
  let withPwa: TestApp;
  beforeAll(async () => {
    const staticDir = fs.mkdtempSync(path.join(t.dataDir, 'dist-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
    fs.mkdirSync(path.join(staticDir, 'assets'));
    const script = 'console.log("hostel meals");\n'.repeat(200);
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
    withPwa = await makeTestApp({ env: { STATIC_DIR: staticDir }, seed: 'none' });
  });
  afterAll(() => withPwa.close());

  // Unknown public addresses get the public 404 page instead (tests/server/public-not-found.test.ts).
  it("falls back to index.html for any unknown page path of the app's, without caching it", async () => {
    for (const url of ['/', '/dashboard/home', '/dashboard/some/deep/link?x=1']) {
      const res = await withPwa.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the Brotli copy made at build time to a browser that takes it', async () => {
    const res = await withPwa.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('hostel meals');
    expect(res.rawPayload.length).toBeLessThan(200);
    const plain = await withPwa.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('hostel meals');
  });

  it('serves hashed assets as immutable and keeps API 404s as JSON', async () => {
    const asset = await withPwa.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await withPwa.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.headers['content-type']).toContain('application/json');
  });
});
