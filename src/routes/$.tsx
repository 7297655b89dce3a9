/**
 * Every unknown path: to the role's home when validated, else to `/` (docs/product.md, 'Screens and routes'). A
 * validated role whose home is not part of the PWA yet stays here and sees the 404 screen, which breaks what would
 * otherwise be a redirect loop.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardUnknown } from '@/session/route-guards';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';

export const Route = createFileRoute('/$')({
  beforeLoad: ({ context, location }) => {
    const to = guardUnknown(context.session.getState(), location.pathname);
    if (to) throw redirect({ to, replace: true });
  },
  component: () => <NotFoundScreen roleNotReady />,
});
