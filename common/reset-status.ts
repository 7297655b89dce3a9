/**
 * Password-reset request statuses and what the status panel shows for each (docs/product.md, 'Password reset').
 */
export const RESET_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'VALIDATION_SUCCESS',
  'VALIDATION_FAILED',
  'REQUESTED_NEW_OTP',
  'WITHDRAWN',
  'SUCCESSFULLY_UPDATED',
] as const;
export type ResetStatus = (typeof RESET_STATUSES)[number];

export interface ResetStatusView {
  label: string | null;
  pendingAction: string | null;
  /** Open requests can be withdrawn and continued. */
  open: boolean;
  /** Where Continue leads, or why it cannot. */
  next: 'VALIDATE_OTP' | 'CHANGE_PASSWORD' | 'DISABLED' | 'ERROR';
}

const VIEWS: Record<ResetStatus, ResetStatusView> = {
  REQUESTED: { label: 'Requested', pendingAction: 'Waiting For Approval', open: true, next: 'DISABLED' },
  APPROVED: { label: 'Approved', pendingAction: 'Validate OTP', open: true, next: 'VALIDATE_OTP' },
  REQUESTED_NEW_OTP: { label: 'Resent New OTP', pendingAction: 'Validate OTP', open: true, next: 'VALIDATE_OTP' },
  VALIDATION_SUCCESS: {
    label: 'OTP Validated',
    pendingAction: 'Set New Password',
    open: true,
    next: 'CHANGE_PASSWORD',
  },
  VALIDATION_FAILED: {
    label: 'OTP Validation Failed',
    pendingAction: 'Retry OTP Validation',
    open: true,
    next: 'VALIDATE_OTP',
  },
  REJECTED: { label: 'Rejected', pendingAction: null, open: false, next: 'ERROR' },
  WITHDRAWN: { label: 'Withdrawn', pendingAction: null, open: false, next: 'ERROR' },
  SUCCESSFULLY_UPDATED: { label: null, pendingAction: null, open: false, next: 'ERROR' },
};

export function resetStatusView(status: string): ResetStatusView {
  return (
    (VIEWS as Record<string, ResetStatusView>)[status] ?? {
      label: null,
      pendingAction: null,
      open: false,
      next: 'ERROR',
    }
  );
}

/** The contract (docs/product.md, 'Records and fields'): RPR plus the request id padded to 4 digits. */
export const readableResetId = (id: number): string => `RPR${String(id).padStart(4, '0')}`;

export const RESET_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 24 * 60 * 60 * 1000;
