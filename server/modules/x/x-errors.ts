/**
 * What an X call's failure means for publishing, decided once from X's answer so the worker only
 * reads a kind: repeat later (server, network), wait for a time X named (rate, app quota), stop and
 * ask for a new sign-in (reconnect), find out whether the post exists (duplicate, and any lost
 * answer to `POST /2/tweets`), or give up on this request (refused). The texts X sends back are kept
 * short for `last_error`; tokens never appear in them (X does not echo them, and we never add them).
 */

export type XFailureKind =
  'network' | 'timeout' | 'server' | 'rate' | 'app-quota' | 'usage-capped' | 'reconnect' | 'duplicate' | 'refused';

export class XApiError extends Error {
  constructor(
    readonly kind: XFailureKind,
    message: string,
    readonly status: number | null = null,
    /** When X said the limit lifts (429), if it did. */
    readonly resetAt: Date | null = null,
  ) {
    super(message);
    this.name = 'XApiError';
  }
}

/** The limits X reports on an answer (`x-rate-limit-*`, `x-app-limit-24hour-*`), when it does. */
export interface XLimits {
  userRemaining: number | null;
  userResetAt: Date | null;
  appRemaining: number | null;
  appResetAt: Date | null;
}

const numberHeader = (headers: Headers, name: string): number | null => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const epochHeader = (headers: Headers, name: string): Date | null => {
  const seconds = numberHeader(headers, name);
  return seconds === null ? null : new Date(seconds * 1000);
};

export function limitsOf(headers: Headers): XLimits {
  return {
    userRemaining: numberHeader(headers, 'x-rate-limit-remaining'),
    userResetAt: epochHeader(headers, 'x-rate-limit-reset'),
    appRemaining: numberHeader(headers, 'x-app-limit-24hour-remaining'),
    appResetAt: epochHeader(headers, 'x-app-limit-24hour-reset'),
  };
}

const SUSPENDED = /suspend/i;
const DUPLICATE = /duplicate content/i;
const SCOPE = /scope|not permitted to perform this action|client-forbidden/i;

/** Reads X's problem body (`{title, detail, type}` or OAuth's `{error, error_description}`). */
function describe(body: unknown): { text: string; type: string; error: string } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const text = str(b.detail) || str(b.error_description) || str(b.title) || str(b.error) || 'no detail';
  return { text: text.slice(0, 300), type: str(b.type), error: str(b.error) };
}

/** Classifies an HTTP answer that was not a success. */
export function failureOf(status: number, headers: Headers, body: unknown, call: string): XApiError {
  const { text, type, error } = describe(body);
  const say = (what: string) => `${call}: ${status} ${what}`;
  if (status === 429) {
    const limits = limitsOf(headers);
    if (type.endsWith('/usage-capped') || /usage ?cap/i.test(text))
      return new XApiError('usage-capped', say(text), status, limits.appResetAt);
    if (limits.appRemaining === 0) return new XApiError('app-quota', say(text), status, limits.appResetAt);
    return new XApiError('rate', say(text), status, limits.userResetAt);
  }
  if (status >= 500) return new XApiError('server', say(text), status);
  if (status === 401) return new XApiError('reconnect', say(text), status);
  if (status === 400 && (error === 'invalid_grant' || error === 'invalid_request') && call.startsWith('token'))
    return new XApiError('reconnect', say(text), status);
  if (status === 403 && DUPLICATE.test(text)) return new XApiError('duplicate', say(text), status);
  if (status === 403 && (SUSPENDED.test(text) || SCOPE.test(text) || SCOPE.test(type)))
    return new XApiError('reconnect', say(text), status);
  return new XApiError('refused', say(text), status);
}

/** A failure with no HTTP answer at all. */
export function transportFailure(error: unknown, call: string): XApiError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new XApiError('timeout', `${call}: no answer in time`);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return new XApiError('network', `${call}: ${cause}`.slice(0, 300));
}
