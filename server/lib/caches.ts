/**
 * The server's in-process caches (CACHE_SECONDS, 10 by default; 0 turns them off):
 * - `tokens`: an access token's verified signature and claims (HMAC costs about 0.15 ms a request);
 *   the expiry is still checked on every request.
 * - `accounts`: what the auth hook checks on every request (disabled? sessions valid after?). The
 *   code that disables an account, sets a password or resets 2FA forgets the entry, so the change
 *   bites at once, in this process and (db/cache-bus.ts) in every other on the same PostgreSQL.
 * - `answers`: statistics that sum many rows. Supervisors' counts may be CACHE_SECONDS old when
 *   wardens post. Any other change made through the API forgets them at once (plugins/answer-cache.ts):
 *   a warden's write forgets that warden's answers, a console user's write (a holiday, the schedule,
 *   an institution, an account) forgets all of them, because such writes are rare. A password-reset
 *   request, made signed out, forgets the approvers' pending counts (reset.service.ts).
 */
import type { Clock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';
import type { VerifiedClaims } from './tokens.ts';

export interface AccountState {
  is_disabled: boolean;
  sessions_valid_after: Date | string | null;
}

export interface Caches {
  /** A token's checked signature and claims: a token never changes, its expiry is checked on use. */
  tokens: TtlCache<VerifiedClaims | null>;
  accounts: TtlCache<AccountState | undefined>;
  answers: TtlCache<unknown>;
}

export function createCaches(seconds: number, clock: Clock): Caches {
  return {
    tokens: new TtlCache(seconds * 1000, clock),
    accounts: new TtlCache(seconds * 1000, clock),
    answers: new TtlCache(seconds * 1000, clock, 20_000),
  };
}

/** A cached answer of type T under `key`. */
export const cachedAnswer = <T>(caches: Caches, key: string, load: () => Promise<T>): Promise<T> =>
  caches.answers.get(key, load) as Promise<T>;

export const wardenAnswerKey = (wardenId: number, what: string) => `${wardenAnswerPrefix(wardenId)}${what}`;
export const wardenAnswerPrefix = (wardenId: number) => `warden:${wardenId}:`;

/** The approvers' count of open reset requests: forgotten when someone asks for or withdraws one. */
export const PENDING_RESETS = 'pending-resets:';
export const pendingResetsKey = (approverId: number) => `${PENDING_RESETS}${approverId}`;
