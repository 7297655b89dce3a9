/**
 * The few X API v2 calls publishing needs, over the platform's fetch: OAuth 2.0 code exchange,
 * refresh and revoke; the signed-in user; chunked media upload; a post; and the account's own
 * recent posts (to settle a post whose answer was lost). Our own thin client rather than
 * twitter-api-v2 or @xdevplatform/xdk (docs/spec-notes.md): X_API_BASE must move every call, each
 * call needs a whole-call deadline, and nothing here may ever repeat a request by itself — a
 * `POST /2/tweets` sent twice is a double post on a public audit. TLS is the platform's: a test or
 * demo CA comes through NODE_EXTRA_CA_CERTS, never by turning checks off.
 */
import { failureOf, limitsOf, transportFailure, XApiError, type XLimits } from './x-errors.ts';

export interface XTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}
export interface XUser {
  id: string;
  username: string;
  name: string;
}
export interface XOwnPost {
  id: string;
  text: string;
  createdAt: string | null;
}
export interface XClientOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Whole-call deadline (a token refresh gets twice this: losing its answer loses the account). */
  timeoutMs?: number;
}

const CHUNK_BYTES = 1024 * 1024;

export function createXClient(opts: XClientOptions) {
  const base = opts.apiBase.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const basic = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;

  /** One request; answers the parsed JSON and X's limits, or throws a classified XApiError. */
  async function call(
    name: string,
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: BodyInit; timeout?: number },
  ): Promise<{ body: unknown; limits: XLimits }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        redirect: 'error',
        signal: AbortSignal.timeout(init.timeout ?? timeoutMs),
      });
    } catch (error) {
      throw transportFailure(error, name);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      throw transportFailure(error, name);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { detail: text.slice(0, 200) };
    }
    if (!res.ok) throw failureOf(res.status, res.headers, body, name);
    return { body, limits: limitsOf(res.headers) };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
  const form = { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' };

  function tokenSet(body: unknown, name: string): XTokenSet {
    const b = body as Record<string, unknown> | null;
    if (!b || typeof b.access_token !== 'string' || typeof b.refresh_token !== 'string')
      throw new XApiError('refused', `${name}: the answer carried no tokens (is offline.access granted?)`);
    return {
      accessToken: b.access_token,
      refreshToken: b.refresh_token,
      expiresIn: typeof b.expires_in === 'number' ? b.expires_in : 7200,
      scope: typeof b.scope === 'string' ? b.scope : '',
    };
  }

  const dataOf = (body: unknown) =>
    ((body as { data?: Record<string, unknown> } | null)?.data ?? {}) as Record<string, unknown>;

  return {
    async exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<XTokenSet> {
      const params = { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri };
      const body = new URLSearchParams({ ...params, client_id: opts.clientId });
      return tokenSet(
        (await call('token exchange', '/2/oauth2/token', { method: 'POST', headers: form, body })).body,
        'token exchange',
      );
    },

    async refresh(refreshToken: string): Promise<XTokenSet> {
      const body = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: opts.clientId,
      });
      const answer = await call('token refresh', '/2/oauth2/token', {
        method: 'POST',
        headers: form,
        body,
        timeout: timeoutMs * 2,
      });
      return tokenSet(answer.body, 'token refresh');
    },

    async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
      const body = new URLSearchParams({ token, token_type_hint: hint, client_id: opts.clientId });
      await call('token revoke', '/2/oauth2/revoke', { method: 'POST', headers: form, body });
    },

    async me(accessToken: string): Promise<XUser> {
      const data = dataOf(
        (await call('users/me', '/2/users/me', { method: 'GET', headers: bearer(accessToken) })).body,
      );
      if (typeof data.id !== 'string' || typeof data.username !== 'string')
        throw new XApiError('refused', 'users/me: the answer named no user');
      return { id: data.id, username: data.username, name: typeof data.name === 'string' ? data.name : data.username };
    },

    /** Chunked upload (initialize, append, finalize); answers the media id and when it expires. */
    async uploadMedia(accessToken: string, bytes: Buffer, mediaType: string): Promise<{ id: string; expiresAt: Date }> {
      const init = JSON.stringify({ media_type: mediaType, total_bytes: bytes.length, media_category: 'tweet_image' });
      const started = dataOf(
        (
          await call('media initialize', '/2/media/upload/initialize', {
            method: 'POST',
            headers: json(accessToken),
            body: init,
          })
        ).body,
      );
      if (typeof started.id !== 'string') throw new XApiError('refused', 'media initialize: no media id');
      const id = started.id;
      for (let offset = 0, segment = 0; offset < bytes.length; offset += CHUNK_BYTES, segment++) {
        const part = new FormData();
        part.append('segment_index', String(segment));
        part.append('media', new Blob([new Uint8Array(bytes.subarray(offset, offset + CHUNK_BYTES))]), 'media');
        await call('media append', `/2/media/upload/${encodeURIComponent(id)}/append`, {
          method: 'POST',
          headers: bearer(accessToken),
          body: part,
        });
      }
      const done = dataOf(
        (
          await call('media finalize', `/2/media/upload/${encodeURIComponent(id)}/finalize`, {
            method: 'POST',
            headers: json(accessToken),
            body: '{}',
          })
        ).body,
      );
      const seconds = typeof done.expires_after_secs === 'number' ? done.expires_after_secs : 3600;
      return { id, expiresAt: new Date(Date.now() + seconds * 1000) };
    },

    /** `POST /2/tweets`. Never repeated here: whoever calls it decides, after reading the account. */
    async createPost(accessToken: string, text: string, mediaIds: string[]): Promise<{ id: string; limits: XLimits }> {
      const body = JSON.stringify({ text, ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}) });
      const answer = await call('post', '/2/tweets', { method: 'POST', headers: json(accessToken), body });
      const data = dataOf(answer.body);
      if (typeof data.id !== 'string') throw new XApiError('refused', 'post: the answer named no post');
      return { id: data.id, limits: answer.limits };
    },

    /** The account's own posts since `since`, newest first (up to 100: enough for one meal's window). */
    async ownPostsSince(accessToken: string, userId: string, since: Date): Promise<XOwnPost[]> {
      const query = new URLSearchParams({
        start_time: since.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        max_results: '100',
        'tweet.fields': 'created_at',
      });
      const path = `/2/users/${encodeURIComponent(userId)}/tweets?${query}`;
      const body = (await call('own posts', path, { method: 'GET', headers: bearer(accessToken) })).body as {
        data?: unknown[];
      } | null;
      return (body?.data ?? []).flatMap((item) => {
        const p = item as Record<string, unknown>;
        return typeof p.id === 'string' && typeof p.text === 'string'
          ? [{ id: p.id, text: p.text, createdAt: typeof p.created_at === 'string' ? p.created_at : null }]
          : [];
      });
    },
  };
}

export type XClient = ReturnType<typeof createXClient>;
