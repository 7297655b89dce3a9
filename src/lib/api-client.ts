/**
 * The single way the PWA talks to the API: calls `/api/v1/…`, adds the Bearer token, unwraps the
 * `{status, status_code, message, data}` envelope and throws ApiError on `status: false`, showing
 * the message as an error toast (docs/product.md, 'Calls and answers'). A 401 on a validated session is answered by one
 * token refresh and one retry; when the refresh is refused the session ends.
 */
import { API_BASE, type Envelope } from '@common/api';
import { MSG } from '@common/messages';
import { sessionStore, type Tokens } from '@/session/session-store';
import { t, translateText } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { ApiError, NETWORK_MESSAGE } from './api-error';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Query;
  /** Send the access token (default true); false for sign-in and other public calls. */
  auth?: boolean;
  /** Show a failure as an error toast (default true). */
  toastError?: boolean;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
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

async function send<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  if (path !== 'admin/logout' && sessionStore.getState().is_idle) {
    await untilActive();
    if (!sessionStore.getState().is_logged_in && options.auth !== false)
      throw new DOMException('The session ended while the app was idle', 'AbortError');
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStore.getState().access_token;
  if (options.auth !== false && token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
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
    const answer = await send<Tokens>('admin/refresh', { method: 'POST', body: { refresh_token }, auth: false });
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

/** Calls the API and answers the whole envelope (for callers that need status_code or message). */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  let answer = await send<T>(path, options);
  const session = sessionStore.getState();
  if (answer.status_code === 401 && options.auth !== false && session.is_validated && session.refresh_token) {
    const refreshed = await refreshTokens();
    if (refreshed === 'ok') {
      answer = await send<T>(path, options);
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

/** Calls the API and answers `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

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
