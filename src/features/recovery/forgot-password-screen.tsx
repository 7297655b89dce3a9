/**
 * /forgot-password: one route, seven sub-screens (docs/product.md, 'Screens and routes'), chosen by the stored step
 * value `forgot_password_current_route` of the session record (default FORGOT_PASSWORD). Steps move by writing that
 * value through the store's resetPassword() action, never by changing the URL, so the browser's back button leaves
 * the flow instead of replaying it.
 */
import type { ReactElement } from 'react';
import type { ForgotPasswordStep } from '@/session/session-types';
import { useSession } from '@/session/use-session';
import { HoldOnStep } from './hold-on-step';
import { NewPasswordStep } from './new-password-step';
import { RequestStep } from './request-step';
import { VerifyOtpStep } from './verify-otp-step';
import { RequiresApprovalStep, TryLaterStep, WithdrawnStep } from './waiting-steps';

const STEPS: Record<ForgotPasswordStep, () => ReactElement> = {
  FORGOT_PASSWORD: RequestStep,
  TRY_LATER: TryLaterStep,
  ALREADY_EXIST: HoldOnStep,
  REQUIRES_APPROVAL: RequiresApprovalStep,
  VALIDATE_OTP: VerifyOtpStep,
  CHANGE_PASSWORD: NewPasswordStep,
  REQUEST_WITHDRAWN: WithdrawnStep,
};

/** Steps that only make sense for a known request; without one the flow starts at the email. */
const NEEDS_REQUEST: ReadonlySet<ForgotPasswordStep> = new Set([
  'ALREADY_EXIST',
  'REQUIRES_APPROVAL',
  'VALIDATE_OTP',
  'CHANGE_PASSWORD',
  'REQUEST_WITHDRAWN',
]);

export function ForgotPasswordScreen() {
  const user = useSession();
  const stored = user.forgot_password_current_route;
  const step: ForgotPasswordStep =
    stored in STEPS && !(NEEDS_REQUEST.has(stored) && user.reset_password_request_id <= 0) ? stored : 'FORGOT_PASSWORD';
  const Step = STEPS[step];
  // A fresh key per step: each sub-screen starts with clean form state and timers.
  return <Step key={step} />;
}
