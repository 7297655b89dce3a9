/**
 * Idle tracking shared by every tab (docs/product.md, 'Screens and routes' and 'Limits'), without React or DOM:
 * activity in any tab keeps all tabs active; going idle, 'Keep Signed In' and 'Logout' in one tab apply to all. Tabs
 * talk over an IdleChannel (BroadcastChannel). One tab, the leader, times the idle timeout; the others time it too
 * but 2000 ms later, as a fallback for when the leader is gone or asleep. Deadlines are checked against the clock,
 * not only by timers, so a phone that slept past the timeout goes idle at the first touch instead of counting the
 * touch as activity.
 */

export type IdleMessage =
  { type: 'activity'; at: number } | { type: 'idle' } | { type: 'active'; at: number } | { type: 'logout' };

export interface IdleChannel {
  post(message: IdleMessage): void;
  subscribe(listener: (message: IdleMessage) => void): () => void;
  close(): void;
}

export interface LeaderElector {
  isLeader(): boolean;
  subscribe(listener: (leader: boolean) => void): () => void;
  stop(): void;
}

/** The contract (docs/product.md, 'Limits'): the cross-tab leader fallback. */
export const LEADER_FALLBACK_MS = 2000;
/** Activity is told to the other tabs at most this often (and once more at the end of a burst). */
export const MAX_BROADCAST_INTERVAL_MS = 1000;

export interface IdleTrackerOptions {
  timeoutMs: number;
  onIdle: () => void;
  onActive: () => void;
  /** Another tab pressed 'Logout'. */
  onLogout?: () => void;
  channel?: IdleChannel | null;
  /** Without one, this tab acts as the leader. */
  leader?: LeaderElector | null;
  /** Start idle (the session was already idle when the page loaded). */
  startIdle?: boolean;
  now?: () => number;
}

export interface IdleTracker {
  /** Local user activity (pointer, key, touch, scroll, visibility). */
  activity(): void;
  /** 'Keep Signed In': active again here and in every tab. */
  resume(): void;
  /** 'Logout' here: tells the other tabs. */
  logout(): void;
  /** Follows an idle flag changed elsewhere (the session store) without telling anyone. */
  sync(idle: boolean): void;
  isIdle(): boolean;
  stop(): void;
}

export function createIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const { timeoutMs, channel = null, leader = null } = options;
  const now = options.now ?? Date.now;
  const throttleMs = Math.min(MAX_BROADCAST_INTERVAL_MS, timeoutMs / 4);
  let idle = options.startIdle ?? false;
  let stopped = false;
  let lastActivity = now();
  let lastSent = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailing: ReturnType<typeof setTimeout> | undefined;

  const deadline = (): number => lastActivity + timeoutMs + (leader && !leader.isLeader() ? LEADER_FALLBACK_MS : 0);

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    if (idle || stopped) return;
    timer = setTimeout(check, Math.max(0, deadline() - now()));
  }

  /** Goes idle if the deadline has passed, else waits for the (possibly later) deadline. */
  function check(): void {
    if (idle || stopped) return;
    if (now() >= deadline()) enterIdle(true);
    else schedule();
  }

  function enterIdle(tell: boolean): void {
    if (idle) return;
    idle = true;
    clearTimeout(timer);
    clearTimeout(trailing);
    if (tell) channel?.post({ type: 'idle' });
    options.onIdle();
  }

  function becomeActive(at: number, tell: boolean, notify: boolean): void {
    const wasIdle = idle;
    idle = false;
    lastActivity = at;
    if (tell) channel?.post({ type: 'active', at });
    if (wasIdle && notify) options.onActive();
    schedule();
  }

  function sendActivity(): void {
    trailing = undefined;
    if (idle || stopped) return;
    lastSent = now();
    channel?.post({ type: 'activity', at: lastActivity });
  }

  const unsubscribeChannel = channel?.subscribe((message) => {
    if (stopped) return;
    if (message.type === 'activity') {
      if (!idle) lastActivity = Math.max(lastActivity, message.at);
    } else if (message.type === 'idle') {
      enterIdle(false);
    } else if (message.type === 'active') {
      becomeActive(Math.max(message.at, idle ? 0 : lastActivity), false, true);
    } else if (message.type === 'logout') {
      options.onLogout?.();
    }
  });
  // Becoming (or ceasing to be) the leader changes this tab's deadline.
  const unsubscribeLeader = leader?.subscribe(() => schedule());
  schedule();

  return {
    activity() {
      if (idle || stopped) return;
      // No rescheduling here (pointermove fires often): the pending timer re-reads lastActivity.
      if (now() >= deadline()) {
        enterIdle(true);
        return;
      }
      lastActivity = now();
      if (lastActivity - lastSent >= throttleMs) sendActivity();
      else trailing ??= setTimeout(sendActivity, throttleMs - (lastActivity - lastSent));
    },
    resume() {
      if (stopped) return;
      becomeActive(now(), true, true);
    },
    logout() {
      channel?.post({ type: 'logout' });
    },
    sync(nextIdle) {
      if (stopped || nextIdle === idle) return;
      if (nextIdle) {
        idle = true;
        clearTimeout(timer);
      } else {
        becomeActive(now(), false, false);
      }
    },
    isIdle: () => idle,
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(trailing);
      unsubscribeChannel?.();
      unsubscribeLeader?.();
    },
  };
}
