/**
 * Picks the second-step screen for a signed-in, not yet validated session from `to_be_validated`
 * (docs/product.md, 'Screens and routes'). Email and phone share the OTP screen; 2FA shows 'Enter gAuth OTP' or,
 * while 2FA is not yet enabled, the Enable 2FA (QR code) screen (two-factor-screens.tsx).
 */
import type { ValidationKind } from '@common/roles';
import { OtpStepScreen } from './otp-step-screen';
import { TwoFactorIndex } from './two-factor-screens';

export function ValidationStep({ kind }: { kind: ValidationKind }) {
  if (kind === 'email' || kind === 'phone') return <OtpStepScreen key={kind} channel={kind} />;
  return <TwoFactorIndex />;
}
