/**
 * `/verify-2fa-otp`, the target of 'Scan QR Code Again' (docs/product.md, 'Screens and routes'): for a pending 2FA
 * step only. Once 2FA is enabled the server shows no new QR code, so this is the code entry with a note on a lost
 * phone; before that it is the QR screen again.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAuthFlowTexts } from '@/i18n';
import { guardTwoFactor } from '@/session/route-guards';
import { ScanQrAgainScreen } from '@/features/auth/two-factor-screens';

export const Route = createFileRoute('/verify-2fa-otp')({
  beforeLoad: ({ context }) => {
    const to = guardTwoFactor(context.session.getState());
    if (to) throw redirect({ to, replace: true });
  },
  loader: () => loadAuthFlowTexts(),
  component: ScanQrAgainScreen,
});
