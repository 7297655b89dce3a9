/**
 * The session store: defaults, persistence round-trip under `persist:root`, the token check on
 * restore, the actions of the contract (docs/product.md, 'Signing in') and the hand-over between tabs.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult, ValidatedResult } from '@common/contract/answers/auth';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';
import { DEFAULT_SESSION, authStatus } from './session-types';
import { makeToken, nowSeconds, wardenClaims } from './test-tokens';

const NOW = Date.UTC(2025, 10, 21, 6, 0, 0);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function loginResult(overrides: Partial<ValidatedResult> = {}): LoginResult & { refresh_token?: string } {
  return {
    admin_id: 7,
    user_id: 7,
    name: 'Lakshmi Devi',
    first_name: 'Lakshmi',
    role: 'WARDEN',
    email_id: 'warden@example.org',
    avatar: '',
    access_token: makeToken(wardenClaims({}, NOW)),
    is_validated: false,
    is_2fa_enabled: false,
    to_be_validated: 'email',
    ...overrides,
  };
}

describe('session store', () => {
  it("starts signed out with the contract's defaults", () => {
    const store = createSessionStore({ storage: memoryStorage(), now: () => NOW });
    expect(store.getState()).toEqual(DEFAULT_SESSION);
    expect(store.getState().forgot_password_current_route).toBe('FORGOT_PASSWORD');
    expect(authStatus(store.getState())).toBe('signed-out');
  });

  it('persists a login and restores it in a new store (round trip)', () => {
    const storage = memoryStorage();
    const first = createSessionStore({ storage, now: () => NOW });
    first.login(loginResult());
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(true);

    const second = createSessionStore({ storage, now: () => NOW });
    expect(second.getState()).toEqual(first.getState());
    expect(second.getState()).toMatchObject({ id: '7', name: 'Lakshmi Devi', role: 'WARDEN', is_logged_in: true });
    expect(authStatus(second.getState())).toBe('pending');
  });

  it('treats a stored session with an expired token as signed out', () => {
    const storage = memoryStorage();
    createSessionStore({ storage, now: () => NOW }).login(loginResult());
    const later = createSessionStore({ storage, now: () => NOW + 2 * 3600 * 1000 });
    expect(authStatus(later.getState())).toBe('signed-out');
    expect(later.resumable()).toBeNull();
  });

  it('offers an expired validated session with a refresh token for resuming', () => {
    const storage = memoryStorage();
    const validated = makeToken(wardenClaims({ is_validated: true }, NOW));
    createSessionStore({ storage, now: () => NOW }).login(
      loginResult({ access_token: validated, is_validated: true, refresh_token: 'r1' }),
    );
    const later = createSessionStore({ storage, now: () => NOW + 2 * 3600 * 1000 });
    expect(authStatus(later.getState())).toBe('signed-out');
    expect(later.resumable()?.refresh_token).toBe('r1');

    const fresh = makeToken(wardenClaims({ is_validated: true, exp: nowSeconds(NOW) + 3 * 3600 }, NOW));
    later.resume({ access_token: fresh, refresh_token: 'r2' });
    expect(authStatus(later.getState())).toBe('validated');
    expect(later.getState()).toMatchObject({ refresh_token: 'r2', name: 'Lakshmi Devi' });
    expect(later.resumable()).toBeNull();
  });

  it('trusts the token over stored flags', () => {
    const storage = memoryStorage();
    createSessionStore({ storage, now: () => NOW }).login(loginResult());
    const raw = JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? '{}');
    raw.user.is_validated = true;
    raw.user.role = 'SUPER_ADMIN';
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(raw));
    const restored = createSessionStore({ storage, now: () => NOW }).getState();
    expect(restored).toMatchObject({ is_validated: false, role: 'WARDEN' });
  });

  it('ignores garbage in storage', () => {
    for (const junk of ['{', 'null', '[]', JSON.stringify({ version: 99, user: {} })]) {
      const store = createSessionStore({ storage: memoryStorage({ [SESSION_STORAGE_KEY]: junk }), now: () => NOW });
      expect(store.getState()).toEqual(DEFAULT_SESSION);
    }
  });

  it('logout resets to the defaults; idle flags toggle', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, now: () => NOW });
    store.login(loginResult());
    store.makeIdle();
    expect(store.getState().is_idle).toBe(true);
    store.makeActive();
    expect(store.getState().is_idle).toBe(false);
    store.logout();
    expect(store.getState()).toEqual(DEFAULT_SESSION);
    expect(createSessionStore({ storage, now: () => NOW }).getState()).toEqual(DEFAULT_SESSION);
  });

  it('notifies subscribers and follows other tabs through storage events', () => {
    const storage = memoryStorage();
    const handlers: ((event: StorageEvent) => void)[] = [];
    const target = {
      addEventListener: (_type: string, handler: (event: StorageEvent) => void) => void handlers.push(handler),
    };
    const store = createSessionStore({ storage, now: () => NOW, target: target as never });
    let calls = 0;
    store.subscribe(() => calls++);

    const other = createSessionStore({ storage: memoryStorage(), now: () => NOW });
    other.login(loginResult());
    const newValue = JSON.stringify({ version: 1, user: other.getState() });
    handlers.forEach((handler) => handler({ key: SESSION_STORAGE_KEY, newValue } as StorageEvent));
    expect(calls).toBe(1);
    expect(store.getState().name).toBe('Lakshmi Devi');
  });
});

describe('a password reset in progress', () => {
  it('survives a reload while signed out', async () => {
    const { restoreSession } = await import('./session-persist');
    const { DEFAULT_SESSION } = await import('./session-types');
    const record = {
      ...DEFAULT_SESSION,
      email_id: 'warden@example.org',
      reset_password_request_id: 7,
      forgot_password_current_route: 'VALIDATE_OTP' as const,
    };
    const restored = restoreSession(JSON.stringify({ version: 1, user: record }), Date.now());
    expect(restored.user).toMatchObject({
      email_id: 'warden@example.org',
      reset_password_request_id: 7,
      forgot_password_current_route: 'VALIDATE_OTP',
      is_logged_in: false,
      access_token: '',
    });
  });
});
