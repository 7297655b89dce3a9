/**
 * Leader election for the idle timer: with Web Locks the holder leads and the next tab takes over
 * when it stops; without them a localStorage heartbeat hands over after 2000 ms of silence.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeaderElector, type LockManagerLike } from './leader-election';

/** A one-lock LockManager: requests queue; aborting a queued request rejects it. */
function fakeLocks(): LockManagerLike {
  let held = false;
  const queue: { run: () => void }[] = [];
  const next = () => {
    const item = queue.shift();
    if (item) item.run();
  };
  return {
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        const entry = {
          run: () => {
            held = true;
            void callback().then((value) => {
              held = false;
              resolve(value);
              next();
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (held) queue.push(entry);
        else entry.run();
      });
    },
  };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
afterEach(() => vi.useRealTimers());

describe('leader election with Web Locks', () => {
  it('the first tab leads; the second takes over when the first stops', async () => {
    const locks = fakeLocks();
    const a = createLeaderElector({ locks });
    const b = createLeaderElector({ locks });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    const changes: boolean[] = [];
    b.subscribe((leader) => changes.push(leader));
    a.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.isLeader()).toBe(false);
    expect(b.isLeader()).toBe(true);
    expect(changes).toEqual([true]);
    b.stop();
  });

  it('a waiting tab that stops never leads', async () => {
    const locks = fakeLocks();
    const a = createLeaderElector({ locks });
    const b = createLeaderElector({ locks });
    b.stop();
    a.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.isLeader()).toBe(false);
  });
});

describe('leader election with a localStorage heartbeat', () => {
  it('one tab leads while its heartbeat is fresh', () => {
    const storage = memoryStorage();
    const a = createLeaderElector({ storage, id: 'a' });
    const b = createLeaderElector({ storage, id: 'b' });
    vi.advanceTimersByTime(10_000);
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    a.stop();
    b.stop();
  });

  it('hands over after 2000 ms without a heartbeat', () => {
    const storage = memoryStorage();
    const a = createLeaderElector({ storage, id: 'a' });
    const b = createLeaderElector({ storage, id: 'b' });
    // Tab a freezes (its timers stop) but its record stays behind.
    a.stop();
    storage.setItem('hm-idle-leader', JSON.stringify({ id: 'a', at: Date.now() }));
    vi.advanceTimersByTime(2000);
    expect(b.isLeader()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(b.isLeader()).toBe(true);
    b.stop();
  });

  it('leads alone when there is nothing to coordinate with', () => {
    expect(createLeaderElector({}).isLeader()).toBe(true);
  });
});
