/**
 * Rate limits (docs/spec-notes.md, 'Rate limits') as a client meets them, with RATE_LIMITS on: 100 quick password-reset
 * requests from one address are cut after 30 with a 429 that says when to come back (message and
 * Retry-After) while another address goes on; reads of public data have a higher ceiling; uploads
 * and posting are counted per account, so one warden's burst does not stop another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@common/messages.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

const resetRequest = (address: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password/request',
    remoteAddress: address,
    payload: { email_id: email },
  });

function expectLimited(res: Awaited<ReturnType<typeof resetRequest>>): void {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(json(res)).toMatchObject({ status: false, status_code: 429, message: fill(MSG.tooManyRequests, { seconds }) });
}

describe('rate limits', () => {
  it('cuts 100 quick password-reset requests from one address after 30, not another address', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await resetRequest('203.0.113.7', `nobody${i}@example.org`));
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(answers.slice(0, 30).every((res) => res.statusCode !== 429)).toBe(true);
    expect(limited).toHaveLength(70);
    expectLimited(limited[0]!);
    expect((await resetRequest('198.51.100.9', 'nobody@example.org')).statusCode).not.toBe(429);
  });

  it('lets an address read public data 300 times a minute', async () => {
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/public/site?lang=en', remoteAddress: '203.0.113.8' });
    for (let i = 0; i < 300; i++) expect((await read()).statusCode).toBe(200);
    expectLimited(await read());
  });

  it('counts uploads and posts per account', async () => {
    const warden = (await signIn(t, 'warden@example.org')).access_token;
    const other = (await signIn(t, 'warden2@example.org')).access_token;
    const photo = await jpeg();
    // The same Idempotency-Key: the server stores the photo once (201, then 200), and the limiter counts every call.
    const first = await upload(t, warden, photo, { key: 'burst-key-0001' });
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < 120; i++)
      expect((await upload(t, warden, photo, { key: 'burst-key-0001' })).statusCode).toBe(200);
    expectLimited(await upload(t, warden, photo, { key: 'burst-key-0001' }));
    expect((await upload(t, other, photo, { key: 'other-key-0001' })).statusCode).toBe(201);

    const org = json(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organization/warden',
        headers: { authorization: `Bearer ${warden}` },
      }),
    ).data.items[0].id as number;
    const body = tweetBody(org, json(first).data.id as number);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/tweet',
        headers: { authorization: `Bearer ${warden}` },
        payload: body,
      });
    // The same post sent again and again answers as it did the first time, until the limit.
    for (let i = 0; i < 60; i++) expect((await post()).statusCode).not.toBe(429);
    expectLimited(await post());
  });
});
