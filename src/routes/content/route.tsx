/**
 * `/content` layout (docs/product.md, 'Roles'; docs/spec-notes.md, 'The website's content and its review'): only
 * validated content staff and admins pass (not yet validated: `/`, other roles: `/404`), and the shell renders
 * nothing for anyone else even for the instant before a redirect lands.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadContentTexts, loadSignedInTexts } from '@/i18n';
import { useSession } from '@/session/use-session';
import { guardConsole } from '@/session/route-guards';
import { ContentShell } from '@/features/content/content-shell';

export const Route = createFileRoute('/content')({
  beforeLoad: ({ context }) => {
    const to = guardConsole(context.session.getState(), '/content');
    if (to) throw redirect({ to, replace: true });
  },
  // The console's texts come with its routes, not with the warden's app (src/i18n/console-texts.ts).
  loader: async () => {
    await Promise.all([loadContentTexts(), loadSignedInTexts()]);
  },
  component: ContentLayout,
});

function ContentLayout() {
  const user = useSession();
  if (guardConsole(user, '/content') !== null) return null;
  return (
    <ContentShell>
      <Outlet />
    </ContentShell>
  );
}
