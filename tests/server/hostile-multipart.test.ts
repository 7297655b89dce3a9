/**
 * Broken multipart bodies on `POST media` answer 400 'The request body could not be read.' (they
 * answered 500), and a NUL in a multipart text field answers 422 on that field; nothing is stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MSG } from '@common/messages.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, multipart } from '../support/posting.ts';

let t: TestApp;
let post: (contentType: string, payload: string | Buffer) => Promise<LightMyRequestResponse>;
beforeAll(async () => {
  t = await makeTestApp();
  const authorization = `Bearer ${(await signIn(t, 'warden@example.org')).access_token}`;
  post = (contentType, payload) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { authorization, 'content-type': contentType },
      payload,
    });
});
afterAll(() => t.close());

/** Media rows and files on disk: what an upload would leave behind. */
async function stored() {
  const rows = await t.app.ctx.db.selectFrom('media').select('id').execute();
  const files = fs.readdirSync(path.join(t.dataDir, 'media'), { recursive: true });
  return { rows: rows.length, files: files.length };
}

describe('POST media with a broken multipart body', () => {
  it('answers 400 in the envelope for each, and stores nothing', async () => {
    const good = multipart({ media_owner: 'OWNER' }, { name: 'photo.jpg', bytes: await jpeg() });
    const type = good.headers['content-type'];
    const boundary = type.split('boundary=')[1]!;
    const whole = good.payload;
    const cases: [string, string, string | Buffer][] = [
      ['garbage', 'multipart/form-data; boundary=abc', 'this is not multipart at all'],
      ['empty boundary', 'multipart/form-data; boundary=', whole],
      ['no boundary', 'multipart/form-data', whole],
      // The file part is whole, the closing `--boundary--` never comes.
      ['unterminated boundary', type, whole.subarray(0, whole.lastIndexOf(`--${boundary}--`) + boundary.length + 2)],
      ['truncated in the file', type, whole.subarray(0, Math.floor(whole.length / 2))],
      ['truncated in the part headers', type, `--${boundary}\r\ncontent-disposition: form-da`],
    ];
    const before = await stored();
    for (const [name, contentType, payload] of cases) {
      const res = await post(contentType, payload);
      expect(res.statusCode, name).toBe(400);
      expect(json(res), name).toEqual({ status: false, status_code: 400, message: MSG.malformedBody, data: null });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a NUL in a text field or a file name with 422 on that field', async () => {
    const before = await stored();
    const field = multipart({ media_owner: 'OWN\u0000ER' }, { name: 'photo.jpg', bytes: await jpeg() });
    const res = await post(field.headers['content-type'], field.payload);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      status_code: 422,
      message: MSG.invalidInputs,
      data: { errors: [{ field: 'media_owner', message: MSG.nulCharacter }] },
    });
    const name = multipart({ media_owner: 'OWNER' }, { name: 'pho\u0000to.jpg', bytes: await jpeg() });
    const named = await post(name.headers['content-type'], name.payload);
    expect(named.statusCode).toBe(422);
    expect(json(named).data.errors).toEqual([{ field: 'media', message: MSG.nulCharacter }]);
    expect(await stored()).toEqual(before);
  });

  it('still stores a well-formed upload', async () => {
    const good = multipart({ media_owner: 'OWNER' }, { name: 'photo.jpg', bytes: await jpeg() });
    const res = await post(good.headers['content-type'], good.payload);
    expect(res.statusCode).toBe(201);
  });
});
