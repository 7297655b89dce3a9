/**
 * What every route's beforeLoad receives: the session store (guards read it synchronously, so a
 * redirect happens before any screen renders) and the query client for loaders of later issues.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/session/session-store';

export interface RouterContext {
  session: SessionStore;
  queryClient: QueryClient;
}
