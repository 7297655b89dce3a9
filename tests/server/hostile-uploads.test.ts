/**
 * Hostile uploads (docs/spec-notes.md, 'Faults and hostile inputs') on both upload endpoints (`POST media` as a
 * warden and as the library's staff, `PUT media/{id}/file`): each is refused with its status and catalogue message,
 * or stored only in a harmless form, nothing lands outside the media directory, and memory stays bounded under a
 * decompression bomb and 200 uploads at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@common/messages.ts';
import { ROLE } from '@common/roles.ts';
import { BYTES_PER_MB, UPLOAD_MSG } from '@common/uploads.ts';
import { MAX_INPUT_PIXELS } from '@server/modules/media/media.storage.ts';
import { json, signIn } from '../support/test-app.ts';
import { jpeg } from '../support/posting.ts';
import { MP3, MP4, PDF, openLibrary, png, type Library } from '../support/library.ts';
import {
  HOSTILE_SVGS,
  SAFE_SVG,
  bombPng,
  noisyJpeg,
  peakRssGrowth,
  polyglotJpeg,
  twoFiles,
} from '../support/hostile-files.ts';

let lib: Library;
let mediaDir: string;
beforeAll(async () => {
  lib = await openLibrary();
  mediaDir = path.join(lib.t.dataDir, 'media');
}, 60_000);
afterAll(() => lib?.t.close());

/** Files under media/, once the list renditions of earlier uploads (made in the background) are done. */
const files = async () => {
  await lib.t.app.ctx.renditions.idle();
  return fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;
};
const serve = (url: string) => lib.t.app.inject({ method: 'GET', url });
const onDisk = (url: string) => fs.readFileSync(path.join(lib.t.dataDir, url));

/** Sends a file that must be refused: its status and message, and nothing new on disk. */
async function refused(res: Awaited<ReturnType<Library['send']>>, status: number, message: string, before: number) {
  expect([res.statusCode, json(res).message], res.body).toEqual([status, message]);
  expect(await files()).toBe(before);
}

describe('files that lie about themselves', () => {
  it('keeps a JPEG/HTML polyglot only as an image: no HTML stored or served, nosniff, an image type', async () => {
    for (const token of [lib.warden, lib.admin]) {
      const media = (await lib.stored(token, await polyglotJpeg(), {}, 'photo.jpg')).file_url.full.high_res;
      expect(onDisk(media).includes('<script')).toBe(false);
      const res = await serve(media);
      expect(res.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.includes('<html')).toBe(false);
    }
  });

  it('stores a PNG named .jpg as what its bytes are, re-encoded, under no lying type', async () => {
    const media = json(await lib.send(lib.warden, await png('#0a0'), {}, 'photo.jpg')).data;
    expect(media.extension.current).toBe('webp');
    expect(media.file_url.full.high_res).toMatch(/\.webp$/);
    const res = await serve(media.file_url.full.high_res);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const row = await lib.t.app.ctx.db.selectFrom('media').select('mime').where('id', '=', media.id).executeTakeFirst();
    expect(row?.mime).toBe('image/webp');
  });

  it('refuses an SVG with script, handlers, foreignObject or outside references on every endpoint', async () => {
    const logo = await lib.stored(lib.admin, Buffer.from(SAFE_SVG), {}, 'logo.svg');
    const served = await serve(logo.file_url.full.high_res);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const before = await files();
    for (const [name, svg] of Object.entries(HOSTILE_SVGS)) {
      const bytes = Buffer.from(svg);
      for (const token of [lib.warden, lib.admin]) {
        const res = await lib.send(token, bytes, {}, `${name}.svg`);
        expect([res.statusCode, json(res).message], name).toEqual([422, UPLOAD_MSG.unsafeSvg]);
      }
      const put = await lib.put(logo.id, lib.admin, bytes, `${name}.svg`);
      expect([put.statusCode, json(put).message], name).toEqual([422, UPLOAD_MSG.unsafeSvg]);
    }
    expect(await files()).toBe(before);
  });
});

describe('files that would cost the server', () => {
  it('refuses a decompression bomb from its header with 422, without decoding its pixels', async () => {
    const bomb = await bombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await files();
    const message = fill(UPLOAD_MSG.tooManyPixels, { max: MAX_INPUT_PIXELS / 1e6 });
    const { growthMb: growth } = await peakRssGrowth(async () => {
      await refused(await lib.send(lib.warden, bomb, {}, 'bomb.png'), 422, message, before);
      await refused(await lib.send(lib.admin, bomb, {}, 'bomb.png'), 422, message, before);
    });
    console.log(`decompression bomb: ${bomb.length} bytes, peak RSS growth ${growth.toFixed(1)} MB`);
    expect(growth).toBeLessThan(200);
    // A phone's full 12 MP photo is well inside the limit.
    expect((await lib.send(lib.warden, await jpeg(4000, 3000), {}, 'phone.jpg')).statusCode).toBe(201);
  });

  it('refuses a truncated JPEG and a zero-byte file with 422, storing nothing', async () => {
    const before = await files();
    // 800 px goes the phone-ready path (jpeg-ready.ts), 2400 px through sharp.
    for (const w of [800, 2400]) {
      const whole = await noisyJpeg(w, (w * 3) / 4);
      const half = whole.subarray(0, whole.length >> 1);
      await refused(await lib.send(lib.warden, half, {}, 'half.jpg'), 422, UPLOAD_MSG.damaged, before);
    }
    const empty = await lib.send(lib.warden, Buffer.alloc(0), {}, 'empty.jpg');
    expect([empty.statusCode, json(empty).data.errors]).toEqual([
      422,
      [{ field: 'media', message: UPLOAD_MSG.fileRequired }],
    ]);
    expect(await files()).toBe(before);
  });

  it('takes a file just under each type’s limit and refuses one at the limit with the contract’s message', async () => {
    const cases = { image: [await jpeg(64, 64), 5], audio: [MP3, 10], video: [MP4, 50], document: [PDF(), 25] };
    for (const [type, [start, max]] of Object.entries(cases) as [string, [Buffer, number]][]) {
      const sized = (n: number) => Buffer.concat([start, Buffer.alloc(n - start.length)]);
      const under = await lib.send(lib.admin, sized(max * BYTES_PER_MB - 1), {}, `under.${type}`);
      expect(under.statusCode, `${type} under`).toBe(201);
      const over = await lib.send(lib.admin, sized(max * BYTES_PER_MB), {}, `over.${type}`);
      expect([over.statusCode, json(over).message], `${type} over`).toEqual([400, UPLOAD_MSG.sizeExceeded]);
      expect(json(over).data.errors[0].message).toMatch(new RegExp(`should be below ${max} MB`));
    }
    // Over the multipart cap (60 MB): cut off while reading, with the same message.
    const huge = await lib.send(lib.admin, Buffer.concat([MP4, Buffer.alloc(60 * BYTES_PER_MB)]), {}, 'huge.mp4');
    expect([huge.statusCode, json(huge).message]).toEqual([400, UPLOAD_MSG.sizeExceeded]);
  });
});

describe('bodies and names that try the parser', () => {
  const call = (method: 'POST' | 'PUT', url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    lib.t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${lib.admin}` },
    });

  it('refuses two files with 422 (never keeps one silently) and a missing boundary with 400', async () => {
    const two = twoFiles(await jpeg(), await jpeg(32, 32));
    const target = (await lib.stored(lib.admin, await jpeg(), {}, 'target.jpg')).id;
    const stored = await files();
    for (const [method, url] of [
      ['POST', '/api/v1/media'],
      ['PUT', `/api/v1/media/${target}/file`],
    ] as const) {
      const res = await call(method, url, two);
      expect([res.statusCode, json(res).data?.errors[0].message], url).toEqual([422, UPLOAD_MSG.oneFileOnly]);
      const bare = await call(method, url, { ...two, headers: { 'content-type': 'multipart/form-data' } });
      expect(json(bare), url).toEqual({ status: false, status_code: 400, message: MSG.malformedBody, data: null });
    }
    expect(await files()).toBe(stored);
  });

  it('stores a file named with path segments or bidi characters under a safe name, inside the media folder', async () => {
    for (const name of ['../../etc/passwd.jpg', '..\\..\\x.jpg', 'photo\u202Egpj.exe.jpg', '/abs/\u202Dx\u200F.jpg']) {
      const media = json(await lib.send(lib.warden, await jpeg(), {}, name)).data;
      expect(media.name.original, name).toMatch(/^[\w-]+\.jpg$/);
      const where = path.resolve(lib.t.dataDir, `.${media.file_url.full.high_res}`);
      expect(where.startsWith(mediaDir + path.sep), name).toBe(true);
      expect(fs.existsSync(where)).toBe(true);
    }
    expect(fs.existsSync(path.join(lib.t.dataDir, 'etc'))).toBe(false);
  });
});

describe('200 uploads at once from 20 accounts', () => {
  it('answers all of them, loses none, and keeps memory bounded', async () => {
    const db = lib.t.app.ctx.db;
    const accounts = db.selectFrom('accounts').select('email_id').where('role', '=', ROLE.WARDEN);
    const wardens = await accounts.orderBy('id').limit(20).execute();
    expect(wardens).toHaveLength(20);
    const tokens = await Promise.all(wardens.map(async (w) => (await signIn(lib.t, w.email_id)).access_token));
    // Half phone-ready JPEGs (kept as sent), half PNGs (decoded and re-encoded by sharp).
    const photos = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? jpeg(640, 480, { r: i, g: 90, b: 9 }) : png(`#${i + 100}`))),
    );
    const count = async () =>
      Number((await db.selectFrom('media').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const started = performance.now();
    const { result: answers, growthMb: growth } = await peakRssGrowth(() =>
      Promise.all(photos.map((bytes, i) => lib.send(tokens[i % 20]!, bytes, {}, `p${i}.jpg`))),
    );
    const ms = performance.now() - started;
    console.log(`200 uploads from 20 accounts: ${ms.toFixed(0)} ms, peak RSS growth ${growth.toFixed(1)} MB`);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    expect(new Set(answers.map((r) => json(r).data.id)).size).toBe(200);
    expect((await count()) - before).toBe(200);
    for (const r of answers)
      expect(fs.existsSync(path.join(lib.t.dataDir, json(r).data.file_url.full.high_res))).toBe(true);
    expect(growth).toBeLessThan(200);
  }, 60_000);
});
