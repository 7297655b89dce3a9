/**
 * The single way the PWA talks to the API: a call names its operation's route (common/api-routes/),
 * which types its request and answer by the contract; it calls `/api/v1/…`, adds the Bearer token, unwraps the
 * `{status, status_code, message, data}` envelope and throws ApiError on `status: false`, showing
 * the message as an error toast (docs/product.md, 'Calls and answers'). A 401 on a validated session is answered by one
 * token refresh and one retry; when the refresh is refused the session ends.
 */
import { API_BASE, type Envelope } from '@common/api';
import {
  routePath,
  type CallAnswer,
  type CallInput,
  type OperationOf,
  type QueryValue,
  type Route,
} from '@common/api-call';
import * as ops from '@common/api-routes';
import type { Operation } from '@common/contract/operation';
import { MSG } from '@common/messages';
import { sessionStore, type Tokens } from '@/session/session-store';
import { t, translateText } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { ApiError, NETWORK_MESSAGE } from './api-error';

type Query = Readonly<Record<string, QueryValue>>;

interface CallOptions {
  /** Send the access token (default true); false for sign-in and other public calls. */
  auth?: boolean;
  /** Show a failure as an error toast (default true). */
  toastError?: boolean;
  /** A token to send instead of the session's, never refreshed (the reset token of a password reset). */
  token?: string;
  signal?: AbortSignal;
}

/** What a call of operation O takes: its params, query and body, and the options above. */
type CallRequest<O extends Operation> = CallInput<O> & CallOptions;
/** The request is optional when the operation needs nothing. */
type CallArgs<O extends Operation> =
  object extends CallInput<O> ? [request?: CallRequest<O>] : [request: CallRequest<O>];

interface Sent {
  method: Route['method'];
  path: string;
  query?: Query;
  body?: unknown;
  options: CallOptions;
}

function apiUrl(path: string, query?: Query): string {
  const url = `${API_BASE}/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The full URL of a call: the route's path with its params filled in, and the query. */
export function routeUrl(route: Route, request: { params?: object; query?: object } = {}): string {
  return apiUrl(routePath(route, request.params as Record<string, string | number>), request.query as Query);
}

/**
 * While the idle screen is up (in any tab) the app makes no API calls: they wait until 'Keep
 * Signed In', and are dropped if the session ends meanwhile. Signing out itself is not held.
 */
function untilActive(): Promise<void> {
  const ready = () => !sessionStore.getState().is_idle || !sessionStore.getState().is_logged_in;
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

async function send<T>({ method, path, query, body, options }: Sent): Promise<Envelope<T>> {
  if (path !== routePath(ops.logout) && sessionStore.getState().is_idle) {
    await untilActive();
    if (!sessionStore.getState().is_logged_in && options.auth !== false)
      throw new DOMException('The session ended while the app was idle', 'AbortError');
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? (options.auth !== false ? sessionStore.getState().access_token : '');
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: false, status_code: 0, message: NETWORK_MESSAGE, data: null as T };
  }
  try {
    const envelope = (await response.json()) as Envelope<T>;
    if (typeof envelope?.status === 'boolean') return envelope;
  } catch {
    // Not JSON: a proxy error page or an empty body; described below.
  }
  const ok = response.ok;
  return { status: ok, status_code: response.status, message: ok ? MSG.ok : MSG.somethingWrong, data: null as T };
}

let refreshing: Promise<'ok' | 'refused' | 'offline'> | null = null;

/** POST admin/refresh once, shared by every request that hit a 401 at the same moment. */
export function refreshTokens(
  refresh_token = sessionStore.getState().refresh_token,
): Promise<'ok' | 'refused' | 'offline'> {
  refreshing ??= (async () => {
    const answer = await send<Tokens>({
      method: ops.refreshToken.method,
      path: routePath(ops.refreshToken),
      body: { refresh_token },
      options: { auth: false },
    });
    if (answer.status && answer.data?.access_token) {
      const tokens = { access_token: answer.data.access_token, refresh_token: answer.data.refresh_token };
      if (sessionStore.resumable()) sessionStore.resume(tokens);
      else sessionStore.setTokens(tokens);
      return 'ok' as const;
    }
    return answer.status_code === 0 ? ('offline' as const) : ('refused' as const);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls an operation and answers the whole envelope (for callers that need status_code or message):
 * `callEnvelope(ops.requestReset, { body, auth: false })`.
 */
export async function callEnvelope<R extends Route>(
  route: R,
  ...[request]: CallArgs<OperationOf<R>>
): Promise<Envelope<CallAnswer<OperationOf<R>>>> {
  const { params, query, body, ...options } = (request ?? {}) as CallRequest<Operation>;
  const sent: Sent = { method: route.method, path: routePath(route, params), query, body, options };
  let answer = await send<CallAnswer<OperationOf<R>>>(sent);
  const session = sessionStore.getState();
  const own = options.auth !== false && options.token === undefined;
  if (answer.status_code === 401 && own && session.is_validated && session.refresh_token) {
    const refreshed = await refreshTokens();
    if (refreshed === 'ok') {
      answer = await send<CallAnswer<OperationOf<R>>>(sent);
    } else if (refreshed === 'refused') {
      sessionStore.logout();
      if (options.toastError !== false) toast.error(t('session.ended'));
      throw new ApiError(401, answer.message, answer.data);
    }
  }
  if (!answer.status) {
    if (options.toastError !== false) toast.error(translateText(answer.message));
    throw new ApiError(answer.status_code, answer.message, answer.data);
  }
  return answer;
}

/**
 * Calls an operation, named by its route, and answers the envelope's `data`, typed by the contract:
 * `call(ops.readTweet, { params: { id }, toastError: false, signal })` (docs/api-client.md).
 */
export async function call<R extends Route>(
  route: R,
  ...args: CallArgs<OperationOf<R>>
): Promise<CallAnswer<OperationOf<R>>> {
  return (await callEnvelope(route, ...args)).data;
}

/**
 * Boot step: a validated session whose access token expired while the app was closed is revived
 * with its refresh token before the first render, so a warden is not sent through the email OTP
 * every morning. Gives up after `timeoutMs` (slow network): the user then sees the sign-in screen.
 */
export async function resumeSession(timeoutMs = 4000): Promise<void> {
  const record = sessionStore.resumable();
  if (!record) return;
  const attempt = refreshTokens(record.refresh_token).then((result) => {
    // A refused token is spent or revoked: forget it, unless the user has signed in meanwhile.
    if (result === 'refused' && sessionStore.resumable()) sessionStore.logout();
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([attempt, timeout]);
}
