/**
 * `/enable-2fa` (docs/product.md, 'Screens and routes'): for a pending 2FA step only; the same screen as the index,
 * i.e. 'Enter gAuth OTP' once 2FA is enabled, else the Enable 2FA (QR code) screen.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAuthFlowTexts } from '@/i18n';
import { guardTwoFactor } from '@/session/route-guards';
import { TwoFactorIndex } from '@/features/auth/two-factor-screens';

export const Route = createFileRoute('/enable-2fa')({
  beforeLoad: ({ context }) => {
    const to = guardTwoFactor(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadAuthFlowTexts(),
  component: TwoFactorIndex,
});
