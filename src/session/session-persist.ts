/**
 * Turning the stored session text back into a record we can trust to route with. Stored data may
 * be old, hand-edited or from an older version of the app, so every field is checked against the
 * defaults, and the token decides: an invalid one (docs/product.md, 'Signing in') means signed out.
 */
import {
  DEFAULT_LOCATION,
  DEFAULT_SESSION,
  RESET_PASSWORD_FIELDS,
  type SessionLocation,
  type SessionUser,
} from './session-types';
import { decodeToken, isTokenValid } from './token';

const PERSIST_VERSION = 1;

interface PersistedRoot {
  version: number;
  user: SessionUser;
}

export function serializeSession(user: SessionUser): string {
  const root: PersistedRoot = { version: PERSIST_VERSION, user };
  return JSON.stringify(root);
}

/** Keeps the fields whose type matches the default's; anything else falls back to the default. */
function pickLike<T extends object>(defaults: T, raw: unknown): T {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key];
    if (typeof fallback !== 'object' && typeof value === typeof fallback) out[key] = value;
  }
  return out as T;
}

export function sanitizeSession(raw: unknown): SessionUser {
  const user = pickLike(DEFAULT_SESSION, raw);
  const location = pickLike<SessionLocation>(DEFAULT_LOCATION, (raw as { location?: unknown } | null)?.location);
  return { ...user, location };
}

export interface Restored {
  user: SessionUser;
  /** A validated record with an expired access token that a refresh might revive. */
  resumable: SessionUser | null;
}

export function restoreSession(text: string | null, nowMs: number): Restored {
  const signedOut: Restored = { user: { ...DEFAULT_SESSION }, resumable: null };
  if (!text) return signedOut;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return signedOut;
  }
  const root = parsed as Partial<PersistedRoot> | null;
  if (!root || root.version !== PERSIST_VERSION) return signedOut;
  const user = sanitizeSession(root.user);
  if (!user.is_logged_in) {
    // A signed-out record may hold a password reset in progress: keep it across reloads.
    const reset = Object.fromEntries(RESET_PASSWORD_FIELDS.map((k) => [k, user[k]]));
    return { user: { ...DEFAULT_SESSION, ...reset, location: user.location }, resumable: null };
  }

  const claims = decodeToken(user.access_token);
  if (claims && isTokenValid(user.access_token, nowMs)) {
    // The token, not the stored flags, says what the account may do next.
    const fromToken = {
      role: claims.role,
      is_validated: claims.is_validated,
      is_2fa_enabled: claims.is_2fa_enabled,
      to_be_validated: claims.to_be_validated,
    };
    return { user: { ...user, ...fromToken }, resumable: null };
  }
  const resumable = claims?.is_validated && user.refresh_token ? { ...user, role: claims.role } : null;
  return { user: { ...DEFAULT_SESSION, location: user.location }, resumable };
}
