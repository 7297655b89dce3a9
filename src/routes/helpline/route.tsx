/**
 * `/helpline` layout (docs/product.md, 'Roles'): only a validated HELPLINE account passes (not yet validated:
 * `/`, other roles: `/404`), in the shared console shell with no section tabs (one page).
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadSignedInTexts } from '@/i18n';
import { useSession } from '@/session/use-session';
import { ConsoleShell } from '@/components/shell/console-shell';
import { guardConsole } from '@/session/route-guards';

export const Route = createFileRoute('/helpline')({
  beforeLoad: ({ context }) => {
    const to = guardConsole(context.session.getState(), '/helpline');
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadSignedInTexts(),
  component: HelplineLayout,
});

function HelplineLayout() {
  const user = useSession();
  if (guardConsole(user, '/helpline') !== null) return null;
  return (
    <ConsoleShell home="/helpline" title="helpline.console" navLabel="helpline.console" nav={[]}>
      <Outlet />
    </ConsoleShell>
  );
}
