/**
 * Media in an S3 bucket (docs/spec-notes.md, 'Several processes': `MEDIA_STORE=s3://bucket/prefix`), against a local
 * S3-compatible server the test starts over HTTPS (tests/support/s3-server.ts). Uploads, the demo's
 * seeded photos and the list renditions made later all land in the bucket and nothing under
 * DATA_DIR/media; /media serves them with the same headers as from the disk, ranges and
 * revalidation included. On PostgreSQL, two processes with separate data directories (two
 * machines) share the database and the bucket: a photo uploaded through one is served by the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { jpeg, mediaFile, phoneJpeg, upload } from '../support/posting.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SECRET_KEY = 'a-test-secret-key-shared-by-both-processes-0123456789';
let s3: LocalS3;
let a: TestApp;
let warden: string;

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
const uploaded = async (t: TestApp, bytes: Buffer) => {
  const res = await upload(t, warden, bytes);
  expect(res.statusCode).toBe(201);
  return json(res).data as { id: number; image_url: { full: { high_res: string; low_res: string } } };
};

beforeAll(async () => {
  s3 = await startLocalS3();
  a = await makeTestApp({ seedPosts: true, env: { ...s3.env('site-a'), SECRET_KEY } });
  warden = (await signIn(a, 'warden@example.org')).access_token;
});
afterAll(async () => {
  await a?.close();
  await s3?.close();
});

describe('MEDIA_STORE=s3://…', () => {
  it('keeps an upload in the bucket under its prefix, nothing on the disk, and serves it from there', async () => {
    const media = await uploaded(a, await jpeg(2000, 1500));
    const url = media.image_url.full.high_res;
    const inBucket = await s3.object(`site-a${url}`);
    expect(inBucket).not.toBeNull();
    expect((await sharp(inBucket!).metadata()).format).toBe('webp');
    expect(filesUnder(path.join(a.dataDir, 'media'))).toEqual([]);

    const served = await a.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(inBucket!)).toBe(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const again = await a.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const part = await a.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(inBucket!.subarray(0, 12))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-11/${inBucket!.length}`);
    const past = await a.app.inject({ method: 'GET', url, headers: { range: `bytes=${inBucket!.length + 10}-` } });
    expect([past.statusCode, past.rawPayload.length]).toEqual([200, inBucket!.length]);
  });

  it('answers 404 with the message for a missing file or a path that would leave media/', async () => {
    for (const url of ['/media/2026/01/nothing-here.webp', '/media/..%2f..%2fsecret.key', '/media/.hidden']) {
      const res = await a.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).message).toBe(MSG.fileNotFound);
    }
  });

  it('stores the demo seed and the later list rendition of a phone-ready JPEG in the bucket', async () => {
    const site = json(await a.app.inject({ method: 'GET', url: '/api/v1/public/site?lang=en' })).data;
    const banner = JSON.stringify(site).match(/\/media\/\d{4}\/\d{2}\/[0-9a-f]+(-sm)?\.webp/)?.[0];
    expect(banner).toBeTruthy();
    expect(await s3.object(`site-a${banner}`)).not.toBeNull();

    const media = await uploaded(a, await phoneJpeg());
    expect(media.image_url.full.high_res).toMatch(/\.jpg$/);
    await a.app.ctx.renditions.idle();
    const later = await mediaFile(a, warden, media.id);
    expect(later.image_url.full.low_res).toMatch(/-sm-[0-9a-f]{6}\.webp$/);
    const small = await s3.object(`site-a${later.image_url.full.low_res}`);
    expect((await sharp(small!).metadata()).width).toBe(320);
  });

  it('stops the start with the reason when the bucket cannot be reached', async () => {
    await expect(
      makeTestApp({ seed: 'none', env: { MEDIA_STORE: 's3://no-such-bucket/x', S3_ENDPOINT: s3.endpoint } }),
    ).rejects.toThrow(/MEDIA_STORE: bucket no-such-bucket at https:\/\/localhost:\d+ cannot be reached/);
  });
});

describe.runIf(onPostgres)('two processes on two machines, one PostgreSQL and one bucket', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await makeTestApp({ shareWith: a, ownDataDir: true, env: { ...s3.env('site-a'), SECRET_KEY } });
  });
  afterAll(() => b?.close());

  it('serves through one process a photo uploaded through the other, both ways', async () => {
    expect(b.dataDir).not.toBe(a.dataDir);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const media = await uploaded(from, await jpeg(800, 600, { r: 10, g: 90, b: 200 }));
      const served = await to.app.inject({ method: 'GET', url: media.image_url.full.high_res });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await s3.object(`site-a${media.image_url.full.high_res}`))!)).toBe(true);
    }
    expect(filesUnder(path.join(b.dataDir, 'media'))).toEqual([]);
  });
});
