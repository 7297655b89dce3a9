/**
 * Creates the router from the generated file-route tree, with the session store in its context.
 * Any session change (sign-in, sign-out here or in another tab, a refused refresh) re-runs the
 * guards of the current page, so the screen always matches who is signed in.
 */
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { sessionStore } from '@/session/session-store';
import { authStatus } from '@/session/session-types';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { session: sessionStore, queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });

  let lastStatus = authStatus(sessionStore.getState());
  let lastToken = sessionStore.getState().access_token;
  sessionStore.subscribe(() => {
    const user = sessionStore.getState();
    const status = authStatus(user);
    // Token rotation or idle flags change nothing about which routes apply.
    if (status === lastStatus && (status !== 'signed-out' || user.access_token === lastToken)) return;
    if (status === 'signed-out') queryClient.clear();
    lastStatus = status;
    lastToken = user.access_token;
    void router.invalidate();
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
