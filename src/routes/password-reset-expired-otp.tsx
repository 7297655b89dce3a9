/** `/password-reset-expired-otp`: signed-out only; the 'OTP Expired' end screen of recovery. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAuthFlowTexts } from '@/i18n';
import { guardSignedOutOnly } from '@/session/route-guards';
import { OtpExpiredScreen } from '@/features/recovery/recovery-result-screens';

export const Route = createFileRoute('/password-reset-expired-otp')({
  beforeLoad: ({ context }) => {
    const to = guardSignedOutOnly(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadAuthFlowTexts(),
  component: OtpExpiredScreen,
});
