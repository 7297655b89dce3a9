/**
 * X's rate limits as the fake keeps them: a 15-minute window per user per endpoint, told in
 * x-rate-limit-* headers, and the app's 24-hour post allowance, told in x-app-limit-24hour-*.
 */

export interface Window {
  limit: number;
  used: number;
  /** Epoch milliseconds. */
  resetAt: number;
}

const USER_WINDOW_MS = 15 * 60_000;
const APP_WINDOW_MS = 24 * 3_600_000;

export const seconds = (ms: number) => Math.floor(ms / 1000);

export class Limits {
  private windows = new Map<string, Window>();
  private app: Window | null = null;

  constructor(
    private now: () => number,
    private limitFor: (endpoint: string) => number,
    private appDailyLimit: number,
  ) {}

  /** The caller's current window for an endpoint (callerKey is a user id or "anonymous"). */
  userWindow(callerKey: string, endpoint: string): Window {
    const key = `${callerKey} ${endpoint}`;
    let window = this.windows.get(key);
    if (!window || this.now() >= window.resetAt) {
      window = { limit: this.limitFor(endpoint), used: 0, resetAt: this.now() + USER_WINDOW_MS };
      this.windows.set(key, window);
    }
    return window;
  }

  appWindow(): Window {
    if (!this.app || this.now() >= this.app.resetAt) {
      this.app = { limit: this.appDailyLimit, used: 0, resetAt: this.now() + APP_WINDOW_MS };
    }
    return this.app;
  }
}

/** Spends one request from the window; false when none is left. */
export function take(window: Window): boolean {
  if (window.used >= window.limit) return false;
  window.used += 1;
  return true;
}

export function userHeaders(window: Window, override?: { remaining: number; resetAt: number }) {
  return {
    'x-rate-limit-limit': String(window.limit),
    'x-rate-limit-remaining': String(override?.remaining ?? window.limit - window.used),
    'x-rate-limit-reset': String(seconds(override?.resetAt ?? window.resetAt)),
  };
}

export function appHeaders(window: Window, override?: { remaining: number; resetAt: number }) {
  return {
    'x-app-limit-24hour-limit': String(window.limit),
    'x-app-limit-24hour-remaining': String(override?.remaining ?? window.limit - window.used),
    'x-app-limit-24hour-reset': String(seconds(override?.resetAt ?? window.resetAt)),
  };
}
