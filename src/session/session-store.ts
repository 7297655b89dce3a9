/**
 * The session store: one SessionUser record, persisted in localStorage under `persist:root` and
 * restored synchronously when this module loads, before React renders anything, so guards and the
 * first screen already know who is signed in. Other tabs see changes through the `storage` event
 * (a logout or a rotated refresh token in one tab reaches the others).
 */
import type { LoginResult, ValidatedResult } from '@common/contract/answers/auth';
import { DEFAULT_SESSION, type ResetPasswordFields, type SessionUser } from './session-types';
import { restoreSession, serializeSession } from './session-persist';

export const SESSION_STORAGE_KEY = 'persist:root';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface SessionStore {
  getState(): SessionUser;
  subscribe(listener: () => void): () => void;
  /** Replaces the record with a fresh sign-in (password step or a finished second step). */
  login(result: LoginResult | ValidatedResult): void;
  /** Resets the record to its defaults. */
  logout(): void;
  makeIdle(): void;
  makeActive(): void;
  /** Stores a rotated token pair (POST admin/refresh). */
  setTokens(tokens: Tokens): void;
  /** Copies the password-reset fields (docs/product.md, 'Password reset'). */
  resetPassword(fields: Partial<ResetPasswordFields>): void;
  /**
   * A validated record restored with an expired access token but a refresh token: the boot code
   * may revive it with resume(); until then the user is signed out.
   */
  resumable(): SessionUser | null;
  resume(tokens: Tokens): void;
}

export interface SessionStoreOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /** Window whose `storage` events keep tabs in step; omit in tests. */
  target?: Pick<Window, 'addEventListener'> | null;
}

export function createSessionStore({
  storage = null,
  now = Date.now,
  target = null,
}: SessionStoreOptions = {}): SessionStore {
  const read = (): string | null => {
    try {
      return storage?.getItem(SESSION_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const restored = restoreSession(read(), now());
  let state: SessionUser = restored.user;
  let resumable: SessionUser | null = restored.resumable;
  const listeners = new Set<() => void>();

  const emit = (): void => listeners.forEach((listener) => listener());
  const set = (next: SessionUser): void => {
    state = next;
    resumable = null;
    try {
      storage?.setItem(SESSION_STORAGE_KEY, serializeSession(next));
    } catch {
      // Storage full or blocked: the session still works for this visit.
    }
    emit();
  };

  target?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    state = restoreSession(event.key === null ? null : event.newValue, now()).user;
    emit();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(result) {
      set({
        ...DEFAULT_SESSION,
        location: state.location,
        id: String(result.admin_id),
        name: result.name,
        first_name: result.first_name ?? '',
        role: result.role,
        email_id: result.email_id,
        avatar: result.avatar ?? '',
        access_token: result.access_token,
        refresh_token: 'refresh_token' in result ? result.refresh_token : '',
        is_2fa_enabled: result.is_2fa_enabled,
        is_validated: result.is_validated === true,
        to_be_validated: result.to_be_validated,
        is_logged_in: true,
      });
    },
    logout: () => set({ ...DEFAULT_SESSION }),
    makeIdle: () => set({ ...state, is_idle: true }),
    makeActive: () => set({ ...state, is_idle: false }),
    setTokens: (tokens) => set({ ...state, ...tokens }),
    resetPassword: (fields) => set({ ...state, ...fields }),
    resumable: () => resumable,
    resume(tokens) {
      if (!resumable) return;
      set({ ...resumable, ...tokens, is_idle: false });
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's store, restored as this module is first imported. */
export const sessionStore: SessionStore = createSessionStore({
  storage: browserStorage(),
  target: typeof window === 'undefined' ? null : window,
});
