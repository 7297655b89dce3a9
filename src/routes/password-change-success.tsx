/** `/password-change-success`: signed-out only; recovery's success screen. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAuthFlowTexts } from '@/i18n';
import { guardSignedOutOnly } from '@/session/route-guards';
import { PasswordChangedScreen } from '@/features/recovery/recovery-result-screens';

export const Route = createFileRoute('/password-change-success')({
  beforeLoad: ({ context }) => {
    const to = guardSignedOutOnly(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadAuthFlowTexts(),
  component: PasswordChangedScreen,
});
