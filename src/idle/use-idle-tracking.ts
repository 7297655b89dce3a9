/**
 * React side of idle tracking: runs one tracker per mounted shell with the configured timeout,
 * keeps the session store's `is_idle` (docs/product.md, 'Records and fields') in step with it, and offers the two
 * idle-screen actions. `is_idle` is persisted, so other tabs and a reload see it too; the tracker is told about such
 * outside changes without echoing them back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { sessionStore } from '@/session/session-store';
import { useSession } from '@/session/use-session';
import { startIdleTracking } from './idle-browser';
import { useIdleTimeoutMs } from './idle-config';
import type { IdleTracker } from './idle-tracker';

export interface IdleTracking {
  idle: boolean;
  /** 'Keep Signed In': resumes here and in every tab. */
  keepSignedIn: () => void;
  /** Tells the other tabs before this one signs out (the caller does the signing out). */
  announceLogout: () => void;
}

export function useIdleTracking(enabled = true): IdleTracking {
  const timeoutMs = useIdleTimeoutMs();
  const { is_idle: idle } = useSession();
  const trackerRef = useRef<IdleTracker | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const tracker = startIdleTracking({
      timeoutMs,
      startIdle: sessionStore.getState().is_idle,
      onIdle: () => {
        if (!sessionStore.getState().is_idle) sessionStore.makeIdle();
      },
      onActive: () => {
        if (sessionStore.getState().is_idle) sessionStore.makeActive();
      },
      onLogout: () => {
        if (sessionStore.getState().is_logged_in) sessionStore.logout();
      },
    });
    trackerRef.current = tracker;
    return () => {
      tracker.stop();
      if (trackerRef.current === tracker) trackerRef.current = null;
    };
  }, [enabled, timeoutMs]);

  useEffect(() => {
    trackerRef.current?.sync(idle);
  }, [idle]);

  const keepSignedIn = useCallback(() => {
    if (trackerRef.current) trackerRef.current.resume();
    else sessionStore.makeActive();
  }, []);

  const announceLogout = useCallback(() => trackerRef.current?.logout(), []);

  return { idle: enabled && idle, keepSignedIn, announceLogout };
}
