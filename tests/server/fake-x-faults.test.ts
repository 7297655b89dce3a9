/**
 * The fake X API's fault switches, each doing what it says (set through setFaults, and through
 * the HTTP back door other processes use), and the request counts that include faulted requests.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX, type FakeXState } from '../../scripts/fake-x/fake-x-server.ts';
import { api, certDir, post, signIn, tokenRequest } from '../support/fake-x.ts';

let fake: FakeX;
let clock = Date.parse('2025-06-02T08:00:00Z');
let access: string;
beforeAll(async () => {
  fake = await startFakeX({ certDir, now: () => clock });
  access = (await signIn(fake, 'hostel_faults')).access_token;
});
beforeEach(() => fake.clearFaults());
afterAll(() => fake.close());

const tooMany = { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 };
let n = 0;
const fresh = () => `Meal report ${++n}`;
const postsNow = () => fake.state().posts.length;

describe('fake X: fault switches', () => {
  it('unavailable: the next n /2/* requests answer 503, the token endpoint is spared', async () => {
    fake.setFaults({ unavailable: 2 });
    const first = await api(fake, access, '/2/users/me');
    expect([first.status, await first.json()]).toEqual([
      503,
      { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 },
    ]);
    expect((await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: 'nope' })).status).toBe(400);
    expect((await post(fake, access, fresh())).status).toBe(503);
    expect((await api(fake, access, '/2/users/me')).status).toBe(200);
  });

  it('rateLimit: posts answer 429 until the reset passes, then it clears itself', async () => {
    fake.setFaults({ rateLimit: { resetInSeconds: 120 } });
    const answer = await post(fake, access, fresh());
    expect([answer.status, await answer.json()]).toEqual([429, tooMany]);
    expect(answer.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(answer.headers.get('x-rate-limit-reset')).toBe(String(Math.floor(clock / 1000) + 120));
    expect((await api(fake, access, '/2/users/me')).status).toBe(200);
    clock += 120_000;
    expect((await post(fake, access, fresh())).status).toBe(201);
    expect(fake.state().faults.rateLimit).toBeNull();
  });

  it('appQuota: posts answer 429 with the app allowance at 0 until the reset', async () => {
    fake.setFaults({ appQuota: { resetInSeconds: 3600 } });
    const answer = await post(fake, access, fresh());
    expect(answer.status).toBe(429);
    expect(answer.headers.get('x-app-limit-24hour-remaining')).toBe('0');
    expect(answer.headers.get('x-app-limit-24hour-reset')).toBe(String(Math.floor(clock / 1000) + 3600));
    clock += 3600_000;
    expect((await post(fake, access, fresh())).status).toBe(201);
  });

  it('usageCapped: posts answer the monthly usage cap', async () => {
    fake.setFaults({ usageCapped: true });
    const answer = await post(fake, access, fresh());
    expect([answer.status, await answer.json()]).toEqual([
      429,
      {
        title: 'UsageCapExceeded',
        detail: 'Usage cap exceeded: Monthly product cap',
        type: 'https://api.twitter.com/2/problems/usage-capped',
        period: 'Monthly',
        scope: 'Product',
      },
    ]);
  });

  it('acceptThenDrop: the post is stored but the client sees a socket error', async () => {
    fake.setFaults({ acceptThenDrop: 1 });
    const text = fresh();
    await expect(post(fake, access, text)).rejects.toThrow(TypeError);
    const state = (await (await fetch(`${fake.url}/__fake/state`)).json()) as FakeXState;
    expect(state.posts.at(-1)).toMatchObject({ text, username: 'hostel_faults' });
    expect(state.faults.acceptThenDrop).toBe(0);
    expect((await post(fake, access, text)).status).toBe(403);
  });

  it('duplicate403: answers the duplicate 403 without storing anything', async () => {
    fake.setFaults({ duplicate403: 1 });
    const before = postsNow();
    const answer = await post(fake, access, fresh());
    expect([answer.status, (await answer.json()).detail]).toEqual([
      403,
      'You are not allowed to create a Tweet with duplicate content.',
    ]);
    expect(postsNow()).toBe(before);
    expect((await post(fake, access, fresh())).status).toBe(201);
  });

  it('delayMs: every /2/* answer, oauth2 included, waits that long', async () => {
    fake.setFaults({ delayMs: 300 });
    for (const request of [
      () => api(fake, access, '/2/users/me'),
      () => tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: 'nope' }),
    ]) {
      const started = performance.now();
      await request();
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    }
  });

  it('suspended and revokeRefresh: 403 for the suspended, a dead chain for the revoked', async () => {
    const other = await signIn(fake, 'hostel_gone');
    fake.setFaults({ suspended: ['hostel_faults'], revokeRefresh: ['hostel_gone'] });
    const answer = await api(fake, access, '/2/users/me');
    expect([answer.status, (await answer.json()).detail]).toEqual([
      403,
      'Your account is suspended and is not permitted to access this feature.',
    ]);
    expect((await api(fake, other.access_token, '/2/users/me')).status).toBe(401);
    const refresh = await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: other.refresh_token! });
    expect([refresh.status, (await refresh.json()).error]).toEqual([400, 'invalid_grant']);
  });
});

describe('fake X: the HTTP back door', () => {
  it('merges faults with POST, clears them with DELETE, refuses a bad one, and counts every request', async () => {
    const send = (method: string, body?: unknown) =>
      fetch(`${fake.url}/__fake/faults`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await send('POST', { duplicate403: 2 })).status).toBe(200);
    const merged = await (await send('POST', { delayMs: 5 })).json();
    expect(merged.faults).toMatchObject({ duplicate403: 2, delayMs: 5 });
    expect((await post(fake, access, fresh())).status).toBe(403);
    expect((await send('POST', { exploded: true })).status).toBe(400);
    expect((await send('POST', { unavailable: -1 })).status).toBe(400);
    expect((await send('DELETE')).status).toBe(200);
    const state = (await (await fetch(`${fake.url}/__fake/state`)).json()) as FakeXState;
    expect(state.faults).toMatchObject({ duplicate403: 0, delayMs: 0, suspended: [] });
    expect(state.counts['POST /__fake/faults']).toBe(4);
    expect(state.counts['GET /2/users/me']).toBe(6);
    expect(state.counts['POST /2/tweets']).toBe(fake.state().counts['POST /2/tweets']);
    expect(state.answers429).toBe(3);
  });
});
