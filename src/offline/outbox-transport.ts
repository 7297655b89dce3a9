/**
 * The two calls the sender makes, `POST media` (with an Idempotency-Key) and `POST tweet`, and the
 * sorting of every failure into retry / sign-in / give-up. It speaks fetch directly instead of
 * through the API client because it needs a custom header, must never toast or sign the user out
 * from the background, and must see network failures as answers rather than exceptions. It runs in
 * the sync worker and the service worker, so it imports nothing of the page: the token and the
 * refresh come in as functions (the page's shared refresh, or none in the service worker).
 */
import { API_BASE, type Envelope } from '@common/api';
import { routePath, type AnswerOf, type Route } from '@common/api-call';
import * as ops from '@common/api-routes';
import type { CreateTweetInput } from '@common/tweet-schema';
import { en } from '@/i18n/en';
import type { OutboxPhoto } from './outbox-types';

const NETWORK_MESSAGE = en['error.network'];

/**
 * What a refresh after a 401 achieved. Only 'refused' (the refresh token is spent or revoked) sends
 * posts to 'sign in to send'; 'offline' or 'unavailable' (the service worker cannot refresh) retry.
 * `true`/`false` are accepted as 'ok'/'refused'.
 */
export type RefreshResult = 'ok' | 'refused' | 'offline' | 'unavailable' | boolean;

/** retry: try again later; auth: the session cannot send now; fail: the server refused for good. */
export type FailureKind = 'retry' | 'auth' | 'fail';
export type SendOutcome<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; message: string; kind: FailureKind };

/** What the outbox reads of `POST media` and `POST tweet` answers. */
export type MediaAnswer = Pick<AnswerOf<typeof ops.uploadMedia>, 'id'>;
export type TweetAnswer = Pick<AnswerOf<typeof ops.createTweet>, 'id' | 'tweet_status'> &
  Partial<Pick<AnswerOf<typeof ops.createTweet>, 'clock_suspect' | 'createdAt' | 'log'>>;

export interface OutboxTransport {
  uploadPhoto(photo: OutboxPhoto, idempotencyKey: string): Promise<SendOutcome<MediaAnswer>>;
  postTweet(body: CreateTweetInput): Promise<SendOutcome<TweetAnswer>>;
}

/** No answer (0), 408, 429 and 5xx are worth retrying; 401 waits for a session; other 4xx are final. */
export function failureKind(status: number): FailureKind {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'auth';
  return 'fail';
}

const UPLOAD_TIMEOUT_MS = 90_000;
const POST_TIMEOUT_MS = 30_000;

export interface FetchTransportOptions {
  token: () => string;
  fetchImpl?: typeof fetch;
  /** Refreshes the access token once after a 401 (token() answers the new one afterwards). */
  refresh?: () => Promise<RefreshResult>;
}

export function createFetchTransport({
  token,
  fetchImpl = (...args) => fetch(...args),
  refresh = async () => 'unavailable',
}: FetchTransportOptions): OutboxTransport {
  async function once<T>(route: Route, init: () => RequestInit, timeoutMs: number): Promise<SendOutcome<T>> {
    let response: Response;
    try {
      const request = init();
      response = await fetchImpl(`${API_BASE}/${routePath(route)}`, {
        ...request,
        method: route.method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token()}`,
          ...(request.headers as Record<string, string>),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { ok: false, status: 0, message: NETWORK_MESSAGE, kind: 'retry' };
    }
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      // A proxy page or a cut connection: judged by the HTTP status alone.
    }
    if (response.ok && envelope?.status) return { ok: true, status: response.status, data: envelope.data };
    const status = response.ok ? 502 : response.status;
    return { ok: false, status, message: envelope?.message || `HTTP ${status}`, kind: failureKind(status) };
  }

  async function call<T>(route: Route, init: () => RequestInit, timeoutMs: number): Promise<SendOutcome<T>> {
    const first = await once<T>(route, init, timeoutMs);
    if (first.ok || first.kind !== 'auth') return first;
    let refreshed: RefreshResult;
    try {
      refreshed = await refresh();
    } catch {
      refreshed = 'unavailable';
    }
    if (refreshed === 'ok' || refreshed === true) return once<T>(route, init, timeoutMs);
    // Refused: the session is over ('sign in to send'). Otherwise nobody could ask: try again later.
    return refreshed === 'refused' || refreshed === false ? first : { ...first, kind: 'retry' };
  }

  return {
    uploadPhoto(photo, idempotencyKey) {
      return call<MediaAnswer>(
        ops.uploadMedia,
        () => {
          const form = new FormData();
          form.append('media_owner', 'OWNER');
          form.append('media', photo.blob, photo.name);
          return { body: form, headers: { 'Idempotency-Key': idempotencyKey } };
        },
        UPLOAD_TIMEOUT_MS,
      );
    },
    postTweet(body) {
      return call<TweetAnswer>(
        ops.createTweet,
        () => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        POST_TIMEOUT_MS,
      );
    },
  };
}
