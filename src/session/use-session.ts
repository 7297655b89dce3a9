/**
 * React access to the session store. Components re-render when the record changes; route guards
 * read the same store through the router context instead (see src/router.tsx).
 */
import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { SessionUser } from './session-types';

export function useSession(): SessionUser {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** The name to greet with: the first name when the server gave one, else the first word. */
export function greetingName(user: Pick<SessionUser, 'first_name' | 'name'>): string {
  if (user.first_name.trim()) return user.first_name.trim();
  return user.name.trim().split(/\s+/)[0] ?? '';
}
