/**
 * The browser side of idle tracking: the channel between tabs (BroadcastChannel, or storage
 * events where it is missing), the activity events (pointer, key, touch, scroll, wheel, a tab
 * becoming visible), and one call that wires a tracker to all of them for the React hook.
 */
import {
  createIdleTracker,
  type IdleChannel,
  type IdleMessage,
  type IdleTracker,
  type IdleTrackerOptions,
} from './idle-tracker';
import { createLeaderElector, type LockManagerLike } from './leader-election';

export const IDLE_CHANNEL_NAME = 'hm-idle';

const MESSAGE_TYPES: readonly string[] = ['activity', 'idle', 'active', 'logout'];
const isIdleMessage = (value: unknown): value is IdleMessage =>
  typeof value === 'object' && value !== null && MESSAGE_TYPES.includes((value as { type?: unknown }).type as string);

export function createIdleChannel(name = IDLE_CHANNEL_NAME): IdleChannel {
  const listeners = new Set<(message: IdleMessage) => void>();
  const deliver = (value: unknown) => {
    if (isIdleMessage(value)) listeners.forEach((listener) => listener(value));
  };
  const subscribe = (listener: (message: IdleMessage) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return { post: (message) => channel.postMessage(message), subscribe, close: () => channel.close() };
  }
  // Old WebViews: a storage write reaches every other tab as a `storage` event.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post(message) {
      try {
        localStorage.setItem(name, JSON.stringify({ message, nonce: Math.random() }));
      } catch {
        // Storage blocked: each tab times out on its own.
      }
    },
    subscribe,
    close: () => window.removeEventListener('storage', onStorage),
  };
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** Calls `onActivity` on user activity in this document; answers the clean-up. */
export function listenForActivity(onActivity: () => void, win: Window = window): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') onActivity();
  };
  ACTIVITY_EVENTS.forEach((type) => win.addEventListener(type, onActivity, options));
  win.document.addEventListener('scroll', onActivity, options);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    ACTIVITY_EVENTS.forEach((type) => win.removeEventListener(type, onActivity, options));
    win.document.removeEventListener('scroll', onActivity, options);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A tracker wired to this tab: channel, leader election and activity events. */
export function startIdleTracking(options: Omit<IdleTrackerOptions, 'channel' | 'leader'>): IdleTracker {
  const channel = createIdleChannel();
  const locks =
    (typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined) ?? null;
  const leader = createLeaderElector({ locks, storage: locks ? null : browserStorage() });
  const tracker = createIdleTracker({ ...options, channel, leader });
  const stopListening = listenForActivity(() => tracker.activity());
  return {
    ...tracker,
    stop() {
      stopListening();
      tracker.stop();
      leader.stop();
      channel.close();
    },
  };
}
