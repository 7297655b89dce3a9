/**
 * The public shapes of the fake X API: how it is started, what it can be told to break, and what
 * it shows of itself to tests (FakeXState). Shared by its route files and by its users.
 */

export interface FakeXOptions {
  /** 0 (the default) picks any free port. */
  port?: number;
  /** Where the CA and server certificate live (made by ensureFakeXCerts when missing). */
  certDir: string;
  /** When both are given, the token endpoint insists on them; otherwise any client is accepted. */
  clientId?: string;
  clientSecret?: string;
  accessTokenSeconds?: number;
  appDailyLimit?: number;
  userPostsPer15Min?: number;
  mediaExpiresSeconds?: number;
  /** The name on the consent page. */
  appName?: string;
  /** The fake's clock in epoch milliseconds, so tests can step time instead of waiting. */
  now?: () => number;
}

export interface Faults {
  /** The next n /2/* requests (not /2/oauth2/*) answer 503. */
  unavailable: number;
  /** Every POST /2/tweets answers 429 (user window) until now + resetInSeconds. */
  rateLimit: { resetInSeconds: number; resetAt?: number } | null;
  /** Every POST /2/tweets answers 429 (app 24-hour window) until now + resetInSeconds. */
  appQuota: { resetInSeconds: number; resetAt?: number } | null;
  /** POST /2/tweets answers 429 UsageCapExceeded. */
  usageCapped: boolean;
  /** The next n POST /2/tweets are stored, then their socket is destroyed without an answer. */
  acceptThenDrop: number;
  /** The next n POST /2/tweets are stored, then never answered (the socket stays open): a crash test kills the client meanwhile. */
  holdAfterAccept: number;
  /** The next n POST /2/tweets answer the duplicate-content 403 without storing anything. */
  duplicate403: number;
  /** Every /2/* answer (oauth2 included) waits this long. */
  delayMs: number;
  /** Usernames whose tokens answer the suspended-account 403. */
  suspended: string[];
  /** Usernames whose refresh chains were killed when this was set. */
  revokeRefresh: string[];
}

export interface FakeXState {
  users: { id: string; username: string }[];
  posts: { id: string; user_id: string; username: string; text: string; media_ids: string[]; created_at: string }[];
  media: { id: string; user_id: string; bytes: number; finalized: boolean }[];
  /** By "METHOD /path-template", e.g. "POST /2/tweets"; every request counts, faulted ones too. */
  counts: Record<string, number>;
  /** Requests answered 401 for an access token X no longer knows (a rotated one), by endpoint. */
  unauthorized: Record<string, number>;
  /** Successful refresh-token grants by username. */
  refreshes: Record<string, number>;
  answers429: number;
  faults: Faults;
  /** The client ids that authorized or asked for tokens, in order of first use. */
  clients: string[];
}

export interface FakeX {
  /** https://127.0.0.1:PORT */
  url: string;
  caPath: string;
  close(): Promise<void>;
  state(): FakeXState;
  setFaults(faults: Partial<Faults>): void;
  clearFaults(): void;
}

export function noFaults(): Faults {
  return {
    unavailable: 0,
    rateLimit: null,
    appQuota: null,
    usageCapped: false,
    acceptThenDrop: 0,
    holdAfterAccept: 0,
    duplicate403: 0,
    delayMs: 0,
    suspended: [],
    revokeRefresh: [],
  };
}
