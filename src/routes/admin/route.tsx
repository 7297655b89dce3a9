/**
 * `/admin` layout (docs/product.md, 'Roles'): only validated ADMIN and SUPER_ADMIN accounts pass (others: `/`
 * or `/404`), and the shell renders nothing for anyone else even for the instant before a redirect
 * lands, as the dashboard does for wardens.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSession } from '@/session/use-session';
import { guardConsole } from '@/session/route-guards';
import { loadAdminTexts, loadSignedInTexts } from '@/i18n';
import { AdminShell } from '@/features/admin/admin-shell';

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context }) => {
    const to = guardConsole(context.session.getState(), '/admin');
    if (to) throw redirect({ to, replace: true });
  },
  // The admin console's texts (the DD's home and incomplete lists share its institution screens).
  loader: async () => {
    await Promise.all([loadAdminTexts(), loadSignedInTexts()]);
  },
  component: AdminLayout,
});

function AdminLayout() {
  const user = useSession();
  if (guardConsole(user, '/admin') !== null) return null;
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
