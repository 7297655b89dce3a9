/**
 * Which 2FA screen a route shows (docs/product.md, 'Screens and routes': signed in, not yet validated,
 * to_be_validated 2fa):
 * - `/` and `/enable-2fa`: 'Enter gAuth OTP' when 2FA is enabled, else the Enable 2FA (QR) screen.
 * - `/verify-2fa-otp` ('Scan QR Code Again'): enabled accounts get the code entry with a note on
 *   a lost phone (the server shows no new QR once enabled); others the QR screen again.
 * - `/verify-enable-2fa-otp`: see verify-enable-two-factor-screen.tsx.
 * A held enrolment answer (recovery codes not yet confirmed) always wins, so the codes stay on
 * screen until the user says they are saved.
 */
import { Navigate } from '@tanstack/react-router';
import { useSession } from '@/session/use-session';
import { EnableTwoFactorScreen } from './enable-two-factor-screen';
import { GAuthStepScreen } from './gauth-step-screen';
import { readPendingEnrolment } from './pending-enrolment';

export { VerifyEnableTwoFactorScreen } from './verify-enable-two-factor-screen';

function useHeldEnrolment(): boolean {
  const user = useSession();
  return readPendingEnrolment(Number(user.id)) !== null;
}

/** `/` (through ValidationStep) and `/enable-2fa`. */
export function TwoFactorIndex() {
  const user = useSession();
  const held = useHeldEnrolment();
  if (held) return <Navigate to="/verify-enable-2fa-otp" replace />;
  return user.is_2fa_enabled ? <GAuthStepScreen /> : <EnableTwoFactorScreen />;
}

/** `/verify-2fa-otp`. */
export function ScanQrAgainScreen() {
  const user = useSession();
  const held = useHeldEnrolment();
  if (held) return <Navigate to="/verify-enable-2fa-otp" replace />;
  return user.is_2fa_enabled ? <GAuthStepScreen notice="scanAgain" /> : <EnableTwoFactorScreen />;
}
