/**
 * `/`: sign-in when signed out, the pending second step when signed in but not validated, and a
 * redirect to the role's home once validated (docs/product.md, 'Screens and routes').
 */
import { lazy, Suspense } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardIndex } from '@/session/route-guards';
import { useSession } from '@/session/use-session';
import { authStatus } from '@/session/session-types';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { loadAuthFlowTexts } from '@/i18n';

// The second step (OTP, 2FA with its QR code) loads only for a session that needs it, with its texts
// (src/i18n/session-texts.ts), so the sign-in form's JavaScript stays within budget (docs/benchmarks.md, P3).
const ValidationStep = lazy(async () => {
  const [step] = await Promise.all([import('@/features/auth/validation-step'), loadAuthFlowTexts()]);
  return { default: step.ValidationStep };
});

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const to = guardIndex(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  component: IndexScreen,
});

function IndexScreen() {
  const user = useSession();
  if (authStatus(user) === 'pending') {
    return (
      <Suspense fallback={null}>
        <ValidationStep kind={user.to_be_validated} />
      </Suspense>
    );
  }
  return <SignInScreen />;
}
