/**
 * `/dashboard` layout: only validated wardens pass (others: `/` or `/404`), and the shell renders
 * nothing for anyone else even for the instant before a redirect lands (SPEC.md §2).
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { guardDashboard } from '@/session/route-guards';
import { useSession } from '@/session/use-session';
import { authStatus } from '@/session/session-types';
import { DashboardShell } from '@/features/dashboard/dashboard-shell';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context }) => {
    const to = guardDashboard(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  component: DashboardLayout,
});

function DashboardLayout() {
  const user = useSession();
  if (authStatus(user) !== 'validated' || user.role !== 'WARDEN') return null;
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
