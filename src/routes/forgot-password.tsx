/** `/forgot-password`: signed-out only; the recovery flow's first step. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAuthFlowTexts } from '@/i18n';
import { guardSignedOutOnly } from '@/session/route-guards';
import { ForgotPasswordScreen } from '@/features/recovery/forgot-password-screen';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: ({ context }) => {
    const to = guardSignedOutOnly(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadAuthFlowTexts(),
  component: ForgotPasswordScreen,
});
