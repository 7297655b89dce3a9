/**
 * The cross-tab idle tracker with fake timers: the leader goes idle after the timeout, activity
 * anywhere keeps every tab active, idle/'Keep Signed In'/'Logout' travel to all tabs, followers
 * take over 2000 ms late when no leader speaks, and a device that slept past the timeout goes
 * idle at the first touch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleTracker,
  LEADER_FALLBACK_MS,
  type IdleChannel,
  type IdleMessage,
  type LeaderElector,
} from './idle-tracker';

const TIMEOUT = 3000;

/** An in-memory BroadcastChannel: a post reaches every other member, never the sender. */
function bus() {
  const members = new Set<(message: IdleMessage) => void>();
  return (): IdleChannel => {
    let own: ((message: IdleMessage) => void) | null = null;
    const listeners = new Set<(message: IdleMessage) => void>();
    own = (message) => listeners.forEach((listener) => listener(message));
    members.add(own);
    return {
      post: (message) => members.forEach((member) => member !== own && member(message)),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => void members.delete(own!),
    };
  };
}

const fixedLeader = (leader: boolean): LeaderElector => ({
  isLeader: () => leader,
  subscribe: () => () => undefined,
  stop: () => undefined,
});

function tab(channel: IdleChannel | null, leader: boolean, extra: { startIdle?: boolean } = {}) {
  const onIdle = vi.fn();
  const onActive = vi.fn();
  const onLogout = vi.fn();
  const tracker = createIdleTracker({
    timeoutMs: TIMEOUT,
    channel,
    leader: fixedLeader(leader),
    onIdle,
    onActive,
    onLogout,
    ...extra,
  });
  return { tracker, onIdle, onActive, onLogout };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
afterEach(() => vi.useRealTimers());

describe('idle tracker', () => {
  it('goes idle after the timeout without activity, once', () => {
    const a = tab(null, true);
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(a.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TIMEOUT * 3);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
    expect(a.tracker.isIdle()).toBe(true);
  });

  it('local activity pushes the deadline back', () => {
    const a = tab(null, true);
    vi.advanceTimersByTime(2000);
    a.tracker.activity();
    vi.advanceTimersByTime(2500);
    expect(a.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity in another tab keeps the leader active', () => {
    const join = bus();
    const a = tab(join(), true);
    const b = tab(join(), false);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(1000);
      b.tracker.activity();
    }
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(b.onIdle).not.toHaveBeenCalled();
  });

  it('the leader going idle makes every tab idle; Keep Signed In in one resumes all', () => {
    const join = bus();
    const a = tab(join(), true);
    const b = tab(join(), false);
    vi.advanceTimersByTime(TIMEOUT);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
    expect(b.onIdle).toHaveBeenCalledTimes(1);
    b.tracker.resume();
    expect(a.onActive).toHaveBeenCalledTimes(1);
    expect(b.onActive).toHaveBeenCalledTimes(1);
    expect(a.tracker.isIdle()).toBe(false);
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(a.onIdle).toHaveBeenCalledTimes(2);
  });

  it('ignores activity while idle: only Keep Signed In resumes', () => {
    const a = tab(null, true);
    vi.advanceTimersByTime(TIMEOUT);
    a.tracker.activity();
    expect(a.tracker.isIdle()).toBe(true);
    expect(a.onActive).not.toHaveBeenCalled();
  });

  it('a follower without a leader goes idle 2000 ms after the timeout', () => {
    const b = tab(bus()(), false);
    vi.advanceTimersByTime(TIMEOUT + LEADER_FALLBACK_MS - 1);
    expect(b.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(b.onIdle).toHaveBeenCalledTimes(1);
  });

  it('goes idle at the first touch after the device slept past the deadline', () => {
    const a = tab(null, true);
    // Timers did not run while asleep; only the clock moved on.
    vi.setSystemTime(Date.now() + TIMEOUT * 10);
    a.tracker.activity();
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it('passes Logout on to the other tabs', () => {
    const join = bus();
    const a = tab(join(), true);
    const b = tab(join(), false);
    a.tracker.logout();
    expect(b.onLogout).toHaveBeenCalledTimes(1);
    expect(a.onLogout).not.toHaveBeenCalled();
  });

  it('starts idle when the session already was, and sync() follows outside changes silently', () => {
    const a = tab(null, true, { startIdle: true });
    expect(a.tracker.isIdle()).toBe(true);
    a.tracker.sync(false);
    expect(a.tracker.isIdle()).toBe(false);
    expect(a.onActive).not.toHaveBeenCalled();
    a.tracker.sync(true);
    expect(a.tracker.isIdle()).toBe(true);
    expect(a.onIdle).not.toHaveBeenCalled();
  });

  it('throttles activity messages but always sends the last one', () => {
    const join = bus();
    const seen: IdleMessage[] = [];
    const a = tab(join(), true);
    join().subscribe((message) => seen.push(message));
    for (let i = 0; i < 20; i += 1) {
      a.tracker.activity();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(1000);
    const activity = seen.filter((message) => message.type === 'activity');
    expect(activity.length).toBeGreaterThanOrEqual(2);
    expect(activity.length).toBeLessThanOrEqual(3);
    const last = activity.at(-1) as { at: number };
    expect(last.at).toBe(Date.UTC(2026, 0, 1) + 19 * 50);
  });

  it('stop() ends timers and listening', () => {
    const join = bus();
    const a = tab(join(), true);
    const b = tab(join(), false);
    a.tracker.stop();
    b.tracker.logout();
    vi.advanceTimersByTime(TIMEOUT * 2);
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(a.onLogout).not.toHaveBeenCalled();
  });
});
