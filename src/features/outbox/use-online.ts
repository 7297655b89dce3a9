/**
 * The browser's online flag, for the offline banner of the root layout. Kept apart from
 * use-outbox.ts so that the banner, present on every screen, does not pull Dexie and the sync
 * client into the entry chunk (see docs/benchmarks.md, P3).
 */
import { useSyncExternalStore } from 'react';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
