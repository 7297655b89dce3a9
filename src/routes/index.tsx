/**
 * `/`: sign-in when signed out, the pending second step when signed in but not validated, and a
 * redirect to the role's home once validated (SPEC.md §2).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardIndex } from '@/session/route-guards';
import { useSession } from '@/session/use-session';
import { authStatus } from '@/session/session-types';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { ValidationStep } from '@/features/auth/validation-step';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const to = guardIndex(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  component: IndexScreen,
});

function IndexScreen() {
  const user = useSession();
  if (authStatus(user) === 'pending') return <ValidationStep kind={user.to_be_validated} />;
  return <SignInScreen />;
}
