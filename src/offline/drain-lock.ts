/**
 * The one drain lock: a Web Lock named `hostel-meals-outbox-drain`, requested by every drainer —
 * the sync worker of each open tab and the service worker's Background Sync — so exactly one of
 * them sends at a time and the others wait their turn (then find nothing due, or what was queued
 * meanwhile). Web Locks exist in pages, dedicated workers and service workers of every current
 * browser on secure origins; where they do not (old WebViews, plain-http LAN addresses), drains
 * run unlocked and the claim transaction plus the server's idempotency keep each post single.
 */
import type { DrainLock } from './sender';

export const DRAIN_LOCK_NAME = 'hostel-meals-outbox-drain';
/** Background Sync tag the page registers and the service worker answers (sw/outbox-sync.ts). */
export const SYNC_TAG = 'outbox-drain';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

/** True when this context can take the shared lock (the sender then recovers 'sending' rows). */
export function hasWebLocks(): boolean {
  return lockManager() !== null;
}

/** Waits for the lock (an exclusive request queues behind the holder), runs fn, releases it. */
export const withDrainLock: DrainLock = <T>(fn: () => Promise<T>): Promise<T> => {
  const locks = lockManager();
  return locks ? locks.request(DRAIN_LOCK_NAME, fn) : fn();
};
