/**
 * `/dashboard` layout: only validated wardens pass (others: `/` or `/404`), and the shell renders
 * nothing for anyone else even for the instant before a redirect lands (docs/product.md, 'Screens and routes').
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadSignedInTexts } from '@/i18n';
import { guardConsole } from '@/session/route-guards';
import { useSession } from '@/session/use-session';
import { DashboardShell } from '@/components/shell/dashboard-shell';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context }) => {
    const to = guardConsole(context.session.getState(), '/dashboard/home');
    if (to) throw redirect({ to, replace: true });
  },
  // Its screens' texts (src/i18n/session-texts.ts), precached like the rest, so offline too.
  loader: () => loadSignedInTexts(),
  component: DashboardLayout,
});

function DashboardLayout() {
  const user = useSession();
  if (guardConsole(user, '/dashboard/home') !== null) return null;
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
