// @vitest-environment node
/**
 * The sender's HTTP calls: which failures are retried, what the requests carry (token,
 * Idempotency-Key, multipart fields), and one token refresh after a 401.
 */
import { describe, expect, it, vi } from 'vitest';
import { createFetchTransport, failureKind } from './outbox-transport';
import { newPost } from './outbox-fixtures';

const photo = newPost({}, [2]).photos[0]!;
const envelope = (status: number, data: unknown, message = 'x') =>
  new Response(JSON.stringify({ status: status < 400, status_code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('failureKind', () => {
  it('retries no answer, 408, 429 and 5xx; waits for a session on 401; gives up on other 4xx', () => {
    expect([0, 408, 429, 500, 502, 503].map(failureKind)).toEqual(Array(6).fill('retry'));
    expect(failureKind(401)).toBe('auth');
    expect([400, 403, 404, 409, 413, 415, 422].map(failureKind)).toEqual(Array(7).fill('fail'));
  });
});

describe('fetch transport', () => {
  it('uploads a photo as multipart with the token and the Idempotency-Key', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => envelope(201, { id: 9 }));
    const transport = createFetchTransport({ token: () => 'tok', fetchImpl: fetchImpl as typeof fetch });
    expect(await transport.uploadPhoto(photo, 'abc:2')).toEqual({ ok: true, status: 201, data: { id: 9 } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/media');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Idempotency-Key': 'abc:2' });
    const form = init?.body as FormData;
    expect(form.get('media_owner')).toBe('OWNER');
    expect((form.get('media') as File).name).toBe('photo-2.jpg');
  });

  it('answers a network failure as status 0 to retry, and a refusal with the server message', async () => {
    const offline = createFetchTransport({
      token: () => 't',
      fetchImpl: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    expect(await offline.postTweet({} as never)).toMatchObject({ ok: false, status: 0, kind: 'retry' });
    const refused = createFetchTransport({
      token: () => 't',
      fetchImpl: (async () => envelope(409, null, 'School/Hostel is on a holiday!')) as typeof fetch,
    });
    expect(await refused.postTweet({} as never)).toEqual({
      ok: false,
      status: 409,
      message: 'School/Hostel is on a holiday!',
      kind: 'fail',
    });
    const proxy = createFetchTransport({
      token: () => 't',
      fetchImpl: (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof fetch,
    });
    expect(await proxy.postTweet({} as never)).toMatchObject({ ok: false, status: 502, kind: 'retry' });
  });

  it('refreshes the token once after a 401 and repeats the call with the new one', async () => {
    let token = 'old';
    const seen: string[] = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).Authorization!;
      seen.push(auth);
      return auth === 'Bearer new'
        ? envelope(201, { id: 1, tweet_status: 'POSTED_ON_TIME' })
        : envelope(401, null, 'Please provide your token.');
    }) as typeof fetch;
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const transport = createFetchTransport({ token: () => token, fetchImpl, refresh });
    expect(await transport.postTweet({} as never)).toMatchObject({ ok: true, status: 201 });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    const stuck = createFetchTransport({ token: () => 'x', fetchImpl, refresh: async () => false });
    expect(await stuck.postTweet({} as never)).toMatchObject({ ok: false, status: 401, kind: 'auth' });
    // Nobody could refresh (the service worker) or the refresh found no network: try again later.
    for (const result of ['unavailable', 'offline'] as const) {
      const later = createFetchTransport({ token: () => 'x', fetchImpl, refresh: async () => result });
      expect(await later.postTweet({} as never)).toMatchObject({ ok: false, status: 401, kind: 'retry' });
    }
    expect(await createFetchTransport({ token: () => 'x', fetchImpl }).postTweet({} as never)).toMatchObject({
      kind: 'retry',
    });
  });
});
