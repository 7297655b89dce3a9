/**
 * Root route: holds the router context type and the pieces present on every screen (the offline
 * banner, toasts, the new-version prompt). Unknown paths are handled by the `$` splat route, not here.
 */
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { Toaster } from '@/components/toaster';
import { UpdatePrompt } from '@/pwa/update-prompt';
import { OfflineBanner } from '@/features/outbox/offline-banner';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFoundScreen />,
});

function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
