/**
 * `/dd` layout (docs/product.md, 'Roles'): only a validated DD passes (not yet validated: `/`, other roles:
 * `/404`); the shell renders nothing for anyone else before the redirect lands.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSession } from '@/session/use-session';
import { guardConsole } from '@/session/route-guards';
import { loadAdminTexts, loadSignedInTexts } from '@/i18n';
import { DdShell } from '@/features/dd/dd-shell';

export const Route = createFileRoute('/dd')({
  beforeLoad: ({ context }) => {
    const to = guardConsole(context.session.getState(), '/dd');
    if (to) throw redirect({ to, replace: true });
  },
  // The admin console's texts (the DD's home and incomplete lists share its institution screens).
  loader: async () => {
    await Promise.all([loadAdminTexts(), loadSignedInTexts()]);
  },
  component: DdLayout,
});

function DdLayout() {
  const user = useSession();
  if (guardConsole(user, '/dd') !== null) return null;
  return (
    <DdShell>
      <Outlet />
    </DdShell>
  );
}
