// @vitest-environment jsdom
/**
 * The API client: envelope unwrapping, typed errors with toasts, the Bearer header, and the one
 * refresh-and-retry on a 401 of a validated session (and the sign-out when refresh is refused).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/session-store';
import { makeToken, wardenClaims } from '@/session/test-tokens';
import { clearToasts, getToasts } from '@/toast/toast-store';
import * as ops from '@common/api-routes';
import { call } from './api-client';
import { ApiError } from './api-error';

type Answer = { status: number; body: unknown };
const envelope = (status_code: number, message: string, data: unknown = null): Answer => ({
  status: status_code,
  body: { status: status_code < 300, status_code, message, data },
});

let answers: Answer[] = [];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const next = answers.shift();
  if (!next) throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(next.body), {
    status: next.status,
    headers: { 'Content-Type': 'application/json' },
  });
});

function signInValidated(): void {
  sessionStore.login({
    admin_id: 7,
    user_id: 7,
    name: 'Lakshmi Devi',
    first_name: 'Lakshmi',
    role: 'WARDEN',
    email_id: 'w@example.org',
    avatar: '',
    access_token: makeToken(wardenClaims({ is_validated: true })),
    refresh_token: 'refresh-1',
    is_validated: true,
    is_2fa_enabled: false,
    to_be_validated: 'email',
  });
}

const header = (call: number, name: string) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(name);

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.logout();
  clearToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls /api/v1, sends the Bearer token and answers data', async () => {
    signInValidated();
    answers.push(envelope(200, 'Stats successfully recieved.', { posted_on_time: 3 }));
    await expect(call(ops.wardenNotPosted, { query: { page: 1, size: undefined } })).resolves.toEqual({
      posted_on_time: 3,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/stat/warden-home/not-posted?page=1');
    expect(header(0, 'Authorization')).toBe(`Bearer ${sessionStore.getState().access_token}`);
  });

  it("fills the route's params into its path and sends its method and JSON body", async () => {
    signInValidated();
    answers.push(envelope(200, 'ok', { id: 3 }));
    await call(ops.updateMediaFolder, { params: { id: 3 }, body: { name: 'Menus' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/media/folders/3');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ name: 'Menus' }) });
    expect(header(0, 'Content-Type')).toBe('application/json');
  });

  it('throws ApiError on status false and toasts the message', async () => {
    answers.push(envelope(401, 'Please check your password.'));
    const error = await call(ops.login, {
      body: { email_id: 'a@b.co', password: 'x' },
      auth: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status_code: 401, message: 'Please check your password.', data: null });
    expect(header(0, 'Authorization')).toBeNull();
    expect(getToasts().map((toast) => [toast.kind, toast.message])).toEqual([['error', 'Please check your password.']]);
  });

  it('refreshes once on a 401 of a validated session and retries', async () => {
    signInValidated();
    const fresh = makeToken(wardenClaims({ is_validated: true, sub: 'fresh' }));
    answers.push(
      envelope(401, 'Please provide your token.'),
      envelope(200, 'Token successfully refreshed.', { access_token: fresh, refresh_token: 'refresh-2' }),
      envelope(200, 'OK', { ok: true }),
    );
    await expect(call(ops.listWardenTweets)).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/admin/refresh');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(header(2, 'Authorization')).toBe(`Bearer ${fresh}`);
    expect(sessionStore.getState().refresh_token).toBe('refresh-2');
    expect(getToasts()).toEqual([]);
  });

  it('signs out when the refresh is refused', async () => {
    signInValidated();
    answers.push(envelope(401, 'Please provide your token.'), envelope(401, 'Please provide your token.'));
    await expect(call(ops.listWardenTweets)).rejects.toMatchObject({ status_code: 401 });
    expect(sessionStore.getState().is_logged_in).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh for a session that is not validated', async () => {
    sessionStore.login({
      admin_id: 7,
      user_id: 7,
      name: 'L',
      first_name: 'L',
      role: 'WARDEN',
      email_id: 'w@example.org',
      avatar: '',
      access_token: makeToken(wardenClaims()),
      is_validated: false,
      is_2fa_enabled: false,
      to_be_validated: 'email',
    });
    answers.push(envelope(401, 'Invalid OTP.'));
    await expect(
      call(ops.validateCode, { params: { kind: 'email' }, body: { admin_id: 7, otp: '000000' } }),
    ).rejects.toMatchObject({
      status_code: 401,
      message: 'Invalid OTP.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().is_logged_in).toBe(true);
  });

  it("sends a given token instead of the session's, and answers its 401 without a refresh", async () => {
    signInValidated();
    answers.push(envelope(401, 'Please provide your token.'));
    const request = { params: { user_id: 7 }, body: { new_password: 'a', repeat_password: 'a' } };
    await expect(
      call(ops.changePasswordAfterReset, { ...request, token: 'reset-token', toastError: false }),
    ).rejects.toMatchObject({ status_code: 401 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/reset-password/change/7');
    expect(header(0, 'Authorization')).toBe('Bearer reset-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().is_logged_in).toBe(true);
  });

  it('reports a network failure as status_code 0', async () => {
    await expect(call(ops.health, { auth: false })).rejects.toMatchObject({ status_code: 0 });
    expect(getToasts()[0]?.kind).toBe('error');
  });

  it('makes no call while the idle screen is up, and sends it after Keep Signed In', async () => {
    signInValidated();
    sessionStore.makeIdle();
    answers.push(envelope(200, 'ok', { n: 1 }));
    const pending = call(ops.ddHomeStats);
    // One turn of the event loop runs every microtask the call would need to reach fetch.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    sessionStore.makeActive();
    await expect(pending).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops a call held while idle when the session ends, and never holds signing out', async () => {
    signInValidated();
    sessionStore.makeIdle();
    const held = call(ops.ddHomeStats);
    answers.push(envelope(200, 'Logged out', null));
    await call(ops.logout, { body: { refresh_token: 'refresh-1' } });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/v1/admin/logout']);
    sessionStore.logout();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
