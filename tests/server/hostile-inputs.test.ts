/**
 * Hostile input through inject: a NUL anywhere, malformed or over-long URLs, ids beyond the
 * database's integer columns, odd bodies and methods. Each answers the envelope, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type InjectOptions } from 'fastify';
import { errorHandler } from '@server/plugins/error-handler.ts';
import { MSG } from '@common/messages.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { tweetBody } from '../support/posting.ts';

let t: TestApp;
let helpline: Record<string, string>;
beforeAll(async () => {
  t = await makeTestApp();
  helpline = { authorization: `Bearer ${(await signIn(t, 'helpline@example.org')).access_token}` };
});
afterAll(() => t.close());

async function answer(opts: InjectOptions) {
  const res = await t.app.inject(opts);
  return { code: res.statusCode, body: json(res) };
}

const nul = (...fields: string[]) => ({
  status: false,
  status_code: 422,
  message: MSG.invalidInputs,
  data: { errors: fields.map((field) => ({ field, message: MSG.nulCharacter })) },
});

describe('a NUL character', () => {
  it('in a query string answers 422 on that field', async () => {
    const res = await answer({ method: 'GET', url: '/api/v1/helpline/lookup?q=a%00b', headers: helpline });
    expect(res).toEqual({ code: 422, body: nul('q') });
  });

  it('in a JSON body answers 422 on that field, at any depth and in keys', async () => {
    const reset = (payload: Record<string, unknown>) =>
      answer({ method: 'POST', url: '/api/v1/reset-password/request', payload });
    expect(await reset({ email_id: 'a\u0000@b.co' })).toEqual({ code: 422, body: nul('email_id') });
    expect((await reset({ email_id: 'a@b.co', x: [{ y: ['ok', 'b\u0000'] }] })).body).toEqual(nul('x.0.y.1'));
    expect((await reset({ email_id: 'a@b.co', 'k\u0000': 1 })).body).toEqual(nul('k\u2400'));
    const deep = '{"email_id":"a@b.co","d":' + '['.repeat(30_000) + '"\\u0000"' + ']'.repeat(30_000) + '}';
    const nested = await answer({
      method: 'POST',
      url: '/api/v1/reset-password/request',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.code).toBe(422);
    expect(nested.body.data.errors[0].field).toMatch(/^d(\.0)+$/);
  });

  it('in a path parameter or a plain-text body answers 422 too', async () => {
    const param = await answer({ method: 'GET', url: '/api/v1/helpline/organization/1%00', headers: helpline });
    expect(param).toEqual({ code: 422, body: nul('id') });
    const text = await answer({
      method: 'POST',
      url: '/api/v1/reset-password/request',
      headers: { 'content-type': 'text/plain' },
      payload: 'a\u0000b',
    });
    expect(text).toEqual({ code: 422, body: nul('body') });
  });
});

describe('a malformed or over-long URL', () => {
  const refused = (code: number, message: string) => ({
    code,
    body: { status: false, status_code: code, message, data: null },
  });

  it('answers 400 for a bad percent escape in the query or the path', async () => {
    for (const escape of ['%E0%A4%A', '%zz'])
      for (const url of [`/api/v1/helpline/lookup?q=${escape}`, `/api/v1/helpline/organization/${escape}`])
        expect(await answer({ method: 'GET', url, headers: helpline }), url).toEqual(refused(400, MSG.malformedUrl));
    const kannada = await answer({
      method: 'GET',
      url: '/api/v1/helpline/lookup?q=%E0%B2%AE%E0%B3%88',
      headers: helpline,
    });
    expect(kannada.code).toBe(200);
  });

  it('answers 414 for a path parameter over 100 characters', async () => {
    const res = await answer({ method: 'PATCH', url: `/api/v1/organization/${'x'.repeat(101)}`, payload: {} });
    expect(res).toEqual(refused(414, MSG.urlTooLong));
  });
});

describe('an id beyond the integer columns', () => {
  const outOfRange = (field: string) => ({
    code: 422,
    body: {
      status: false,
      status_code: 422,
      message: MSG.invalidInputs,
      data: { errors: [{ field, message: MSG.outOfRange }] },
    },
  });

  it('answers 422 naming the field, in the path, the query or the body', async () => {
    const get = (url: string) => answer({ method: 'GET', url, headers: helpline });
    expect(await get('/api/v1/helpline/organization/2147483648')).toEqual(outOfRange('id'));
    expect(await get('/api/v1/organization?district=2147483648')).toEqual(outOfRange('district'));
    const warden = { authorization: `Bearer ${(await signIn(t, 'warden@example.org')).access_token}` };
    const post = await answer({
      method: 'POST',
      url: '/api/v1/tweet',
      headers: warden,
      payload: tweetBody(2147483648, 1),
    });
    expect(post).toEqual(outOfRange('organization_id'));
  });

  it('stays a 500 when no input carries the refused value: then the fault is ours', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorHandler);
    bare.get('/sum', async () => {
      throw Object.assign(new Error('value "99" is out of range for type integer'), { code: '22003' });
    });
    expect((await bare.inject({ method: 'GET', url: '/sum?n=98' })).statusCode).toBe(500);
    expect((await bare.inject({ method: 'GET', url: '/sum?n=99' })).json()).toMatchObject({
      status_code: 422,
      data: { errors: [{ field: 'n', message: MSG.outOfRange }] },
    });
    await bare.close();
  });
});

describe('odd bodies and methods', () => {
  const reset = (headers: Record<string, string>, payload: string) =>
    answer({ method: 'POST', url: '/api/v1/reset-password/request', headers, payload });
  const jsonType = { 'content-type': 'application/json' };

  it('answers each in the envelope with its own status', async () => {
    const unsupported = await reset({ 'content-type': 'application/xml' }, '<email_id/>');
    expect(unsupported.body).toMatchObject({ status: false, status_code: 415 });
    for (const payload of ['[1, 2]', '"a@b.co"']) {
      const notObject = await reset(jsonType, payload);
      expect(notObject.body, payload).toMatchObject({ status_code: 422, data: { errors: [{ field: 'body' }] } });
    }
    const big = await reset(jsonType, JSON.stringify({ email_id: 'x'.repeat(1024 * 1024) }));
    expect(big.body).toEqual({ status: false, status_code: 413, message: MSG.bodyTooLarge, data: null });
    for (const length of ['5', '500']) {
      const lie = await reset({ ...jsonType, 'content-length': length }, '{"email_id":"a@b.co"}');
      expect(lie.body, length).toEqual({ status: false, status_code: 400, message: MSG.malformedBody, data: null });
    }
  });

  it('answers a method a known path lacks with the 404 envelope, and HEAD without a body', async () => {
    for (const method of ['DELETE', 'OPTIONS'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/health' });
      expect(json(res), method).toEqual({ status: false, status_code: 404, message: MSG.notFound, data: null });
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/health' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    expect(head.headers['content-type']).toContain('application/json');
  });
});
