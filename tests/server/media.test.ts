import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_MSG } from '@common/uploads.ts';
import { MSG } from '@common/messages.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, mediaFile, multipart, upload } from '../support/posting.ts';

let t: TestApp;
let warden: string;
beforeAll(async () => {
  t = await makeTestApp();
  warden = (await signIn(t, 'warden@example.org')).access_token;
});
afterAll(() => t.close());

describe('POST media', () => {
  it('stores a photo as a stripped, upright rendition of at most 1600 px, and serves it', async () => {
    // A 3000x2000 photo with EXIF orientation 6 (rotate 90°) and a GPS-bearing EXIF block.
    const bytes = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: { r: 10, g: 200, b: 90 } },
    })
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Cheap 1' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(t, warden, bytes, { name: 'My lunch (1).JPG' });
    expect(res.statusCode).toBe(201);
    const media = json(res).data;
    expect(json(res).message).toBe(MSG.fileCreated);
    expect(media).toMatchObject({
      media_type: { name: 'image' },
      name: { original: 'My-lunch-1.jpg' },
      extension: { current: 'webp' },
    });
    expect(media.image_url.full.high_res).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    const file = path.join(t.dataDir, media.image_url.full.high_res);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const served = await t.app.inject({ method: 'GET', url: media.image_url.full.high_res });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/media/auth/file/${media.id}`,
      headers: { authorization: `Bearer ${warden}` },
    });
    expect(json(byId).data.data.id).toBe(media.id);
  });

  it('keeps a phone-ready JPEG as sent without its metadata, and makes the list rendition after answering', async () => {
    const sent = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', ImageDescription: '12.9716N 77.5946E' } } })
      .jpeg({ quality: 72 })
      .toBuffer();
    const res = await upload(t, warden, Buffer.concat([sent, Buffer.from('<script>alert(1)</script>')]));
    expect(res.statusCode).toBe(201);
    const media = json(res).data;
    expect(media).toMatchObject({ extension: { current: 'jpg' }, width: 1600, height: 1200 });
    expect(media.image_url.full.high_res).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    const stored = fs.readFileSync(path.join(t.dataDir, media.image_url.full.high_res));
    expect(stored.includes('PhoneCo')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(sent).raw().toBuffer())).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: media.image_url.full.high_res });
    expect(served.headers['content-type']).toBe('image/jpeg');

    await t.app.ctx.renditions.idle();
    const later = await mediaFile(t, warden, media.id);
    expect(later.image_url.full.high_res).toBe(media.image_url.full.high_res);
    expect(later.image_url.full.low_res).toMatch(/-sm-[0-9a-f]{6}\.webp$/);
    const small = await sharp(path.join(t.dataDir, later.image_url.full.low_res)).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 240]);
  });

  it('re-encodes a JPEG that needs turning, upright', async () => {
    const sideways = await sharp({
      create: { width: 1200, height: 1600, channels: 3, background: { r: 90, g: 20, b: 200 } },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const media = json(await upload(t, warden, sideways)).data;
    expect(media).toMatchObject({ extension: { current: 'webp' }, width: 1600, height: 1200 });
    expect(media.image_url.full.low_res).toMatch(/-sm\.webp$/);
  });

  it('judges the type by the bytes: a script named .jpg is refused', async () => {
    const res = await upload(t, warden, Buffer.from('#!/bin/sh\nrm -rf /\n'), { name: 'photo.jpg' });
    expect(res.statusCode).toBe(415);
    expect(json(res).message).toBe(UPLOAD_MSG.typeNotSupported);
    const truncated = await upload(
      t,
      warden,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]),
      { name: 'photo.jpg' },
    );
    expect(truncated.statusCode).toBe(415);
  });

  it('refuses an image of 5 MB or more with the size messages', async () => {
    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(5 * 1048576)]);
    const res = await upload(t, warden, big);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(UPLOAD_MSG.sizeExceeded);
    expect(json(res).data.errors[0].message).toBe('Image should be below 5 MB.');
  });

  it('answers the same media for the same Idempotency-Key, even at the same moment', async () => {
    const bytes = await jpeg(800, 600);
    const results = await Promise.all([1, 2, 3].map(() => upload(t, warden, bytes, { key: 'photo-key-0001' })));
    const ids = new Set(results.map((r) => json(r).data.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await t.app.ctx.db
      .selectFrom('media')
      .select('id')
      .where('idempotency_key', '=', 'photo-key-0001')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('needs a file, a token and a role that uploads', async () => {
    const empty = multipart({ media_owner: 'OWNER' }, null);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...empty.headers, authorization: `Bearer ${warden}` },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(422);
    expect(json(noFile).data.errors[0].message).toBe(UPLOAD_MSG.fileRequired);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      ...multipart({}, { name: 'a.jpg', bytes: await jpeg() }),
    });
    expect(noToken.statusCode).toBe(401);
    const dd = (await signIn(t, 'dd@example.org')).access_token;
    expect((await upload(t, dd, await jpeg())).statusCode).toBe(403);
  });

  it("hides another owner's file", async () => {
    const mine = json(await upload(t, warden, await jpeg())).data;
    const other = (await signIn(t, 'warden2@example.org')).access_token;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/media/auth/file/${mine.id}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(MSG.fileNotFound);
    expect(fs.existsSync(path.join(t.dataDir, mine.image_url.full.low_res))).toBe(true);
  });
});

describe('the rendition queue', () => {
  it('picks up, after a restart, the photos still without a list rendition', async () => {
    const { RenditionQueue } = await import('@server/modules/media/rendition-queue.ts');
    const media = json(await upload(t, warden, await jpeg(900, 600))).data;
    await t.app.ctx.renditions.idle();
    // As if the server had stopped before making it: no rendition recorded.
    await t.app.ctx.db.updateTable('media').set({ low_res_path: null }).where('id', '=', media.id).execute();
    const fresh = new RenditionQueue(t.app.ctx.db, t.app.ctx.files, t.app.log);
    await fresh.idle();
    await fresh.close();
    const row = await t.app.ctx.db
      .selectFrom('media')
      .select('low_res_path')
      .where('id', '=', media.id)
      .executeTakeFirstOrThrow();
    expect(row.low_res_path).toMatch(/-sm-[0-9a-f]{6}\.webp$/);
    expect(fs.existsSync(path.join(t.dataDir, row.low_res_path!))).toBe(true);
  });

  it('goes on past a photo whose file is gone, and past one removed before its turn', async () => {
    const { RenditionQueue } = await import('@server/modules/media/rendition-queue.ts');
    const ids: number[] = [];
    for (const w of [500, 501, 502]) ids.push(json(await upload(t, warden, await jpeg(w, 400))).data.id);
    await t.app.ctx.renditions.idle();
    await t.app.ctx.db.updateTable('media').set({ low_res_path: null }).where('id', 'in', ids).execute();
    const rows = await t.app.ctx.db
      .selectFrom('media')
      .select(['id', 'high_res_path'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    fs.rmSync(path.join(t.dataDir, rows[0]!.high_res_path));
    await t.app.ctx.db.deleteFrom('media').where('id', '=', ids[1]!).execute();
    const fresh = new RenditionQueue(t.app.ctx.db, t.app.ctx.files, t.app.log);
    await fresh.idle();
    await fresh.close();
    const after = await t.app.ctx.db
      .selectFrom('media')
      .select(['id', 'low_res_path'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(after.map((r) => [r.id, r.low_res_path === null])).toEqual([
      [ids[0], true],
      [ids[2], false],
    ]);
  });
});

describe('orphan media', () => {
  it('removes photos no post claimed after 7 days, and keeps used and younger ones', async () => {
    const { FakeClock } = await import('@server/lib/clock.ts');
    const { sweepOrphanMedia } = await import('@server/modules/media/media.sweep.ts');
    const clock = new FakeClock(Date.parse('2026-11-01T06:00:00Z'));
    const s = await makeTestApp({ clock });
    try {
      const tok = (await signIn(s, 'warden@example.org')).access_token;
      const orphan = json(await upload(s, tok, await jpeg())).data;
      const used = json(await upload(s, tok, await jpeg())).data;
      await s.app.ctx.db.updateTable('media').set({ used_at: clock.now() }).where('id', '=', used.id).execute();
      clock.advance(6 * 24 * 3600_000);
      const young = json(await upload(s, (await signIn(s, 'warden@example.org')).access_token, await jpeg())).data;
      clock.advance(24 * 3600_000 + 1000);
      expect(await sweepOrphanMedia(s.app.ctx)).toBe(1);
      const left = (await s.app.ctx.db.selectFrom('media').select('id').execute()).map((r) => r.id);
      expect(left).toEqual(expect.arrayContaining([used.id, young.id]));
      expect(left).not.toContain(orphan.id);
      expect(fs.existsSync(path.join(s.dataDir, orphan.image_url.full.high_res))).toBe(false);
      expect(fs.existsSync(path.join(s.dataDir, used.image_url.full.high_res))).toBe(true);
    } finally {
      await s.close();
    }
  });
});
