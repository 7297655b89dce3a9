/**
 * Picks one tab as the idle-timer leader (idle-tracker.ts). Web Locks where the browser has them
 * (`navigator.locks.request('hm-idle-leader', …)`): the lock holder leads until its tab closes,
 * and the next waiting tab takes over at once. Otherwise a localStorage heartbeat: the leader
 * writes {id, at} every second, and a tab that sees no heartbeat for 2000 ms takes over.
 */
import { LEADER_FALLBACK_MS, type LeaderElector } from './idle-tracker';

export const LEADER_LOCK_NAME = 'hm-idle-leader';

export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface LeaderElectionOptions {
  name?: string;
  locks?: LockManagerLike | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  timeoutMs?: number;
  now?: () => number;
  id?: string;
}

function elector() {
  let leader = false;
  const listeners = new Set<(leader: boolean) => void>();
  return {
    isLeader: () => leader,
    subscribe(listener: (leader: boolean) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: boolean) {
      if (next === leader) return;
      leader = next;
      listeners.forEach((listener) => listener(next));
    },
  };
}

function withLocks(name: string, locks: LockManagerLike): LeaderElector {
  const state = elector();
  const controller = new AbortController();
  let release: (() => void) | undefined;
  let stopped = false;
  locks
    .request(name, { signal: controller.signal }, () => {
      if (stopped) return Promise.resolve();
      state.set(true);
      return new Promise<void>((resolve) => (release = resolve));
    })
    .catch(() => {
      // Aborted by stop() while still waiting for the lock.
    });
  return {
    isLeader: state.isLeader,
    subscribe: state.subscribe,
    stop() {
      stopped = true;
      controller.abort();
      release?.();
      state.set(false);
    },
  };
}

function withHeartbeat(
  name: string,
  storage: NonNullable<LeaderElectionOptions['storage']>,
  timeoutMs: number,
  now: () => number,
  id: string,
): LeaderElector {
  const state = elector();
  const read = (): { id: string; at: number } | null => {
    try {
      const value = JSON.parse(storage.getItem(name) ?? 'null') as { id?: unknown; at?: unknown } | null;
      return value && typeof value.id === 'string' && typeof value.at === 'number'
        ? { id: value.id, at: value.at }
        : null;
    } catch {
      return null;
    }
  };
  const tick = (): void => {
    const record = read();
    const at = now();
    const mine = record?.id === id;
    if (!record || mine || at - record.at > timeoutMs) {
      try {
        storage.setItem(name, JSON.stringify({ id, at }));
      } catch {
        // Storage refused: lead alone rather than leave no leader.
      }
      state.set(true);
    } else {
      state.set(false);
    }
  };
  tick();
  const timer = setInterval(tick, timeoutMs / 2);
  return {
    isLeader: state.isLeader,
    subscribe: state.subscribe,
    stop() {
      clearInterval(timer);
      if (read()?.id === id) storage.removeItem(name);
      state.set(false);
    },
  };
}

export function createLeaderElector(options: LeaderElectionOptions = {}): LeaderElector {
  const name = options.name ?? LEADER_LOCK_NAME;
  if (options.locks) return withLocks(name, options.locks);
  if (options.storage) {
    const id = options.id ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    return withHeartbeat(name, options.storage, options.timeoutMs ?? LEADER_FALLBACK_MS, options.now ?? Date.now, id);
  }
  // Nothing to coordinate with: this tab leads itself.
  return { isLeader: () => true, subscribe: () => () => undefined, stop: () => undefined };
}
