/**
 * `/verify-enable-2fa-otp` (docs/product.md, 'Screens and routes'): the code check after scanning the QR code, then the
 * recovery codes. For a pending 2FA step only; the session is stored only after the codes.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAuthFlowTexts } from '@/i18n';
import { guardTwoFactor } from '@/session/route-guards';
import { VerifyEnableTwoFactorScreen } from '@/features/auth/two-factor-screens';

export const Route = createFileRoute('/verify-enable-2fa-otp')({
  beforeLoad: ({ context }) => {
    const to = guardTwoFactor(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadAuthFlowTexts(),
  component: VerifyEnableTwoFactorScreen,
});
