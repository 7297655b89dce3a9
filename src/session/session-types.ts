/**
 * The session user record of the contract (docs/product.md, 'Records and fields'), with its defaults. It is what the
 * PWA remembers about the signed-in account between visits; the server stays the judge of every right it implies.
 */
import type { Role, ValidationKind } from '@common/roles';

export type ResetErrorType =
  'RECENTLY_REJECTED' | 'ALREADY_EXIST' | 'CHANGE_PASSWORD' | 'REQUEST_WITHDRAWN' | 'VALIDATE_OTP';

export type ForgotPasswordStep =
  | 'FORGOT_PASSWORD'
  | 'TRY_LATER'
  | 'ALREADY_EXIST'
  | 'REQUIRES_APPROVAL'
  | 'VALIDATE_OTP'
  | 'CHANGE_PASSWORD'
  | 'REQUEST_WITHDRAWN';

export interface SessionLocation {
  ip_address: string;
  country_code: string;
  country_name: string;
  city: string;
  state: string;
  pincode: string;
  latitude: string;
  longitude: string;
}

export interface SessionUser {
  id: string;
  name: string;
  /** Ours: the greeting uses it ('Welcome {first name}'); empty means "first word of name". */
  first_name: string;
  role: Role | '';
  email_id: string;
  access_token: string;
  refresh_token: string;
  avatar: string;
  is_2fa_enabled: boolean;
  is_validated: boolean;
  is_logged_in: boolean;
  is_idle: boolean;
  to_be_validated: ValidationKind;
  reset_password_request_id: number;
  reset_password_request_readable_id: number;
  reset_password_requested_on: number;
  reset_password_request_try_after: number;
  is_reset_password_error: boolean;
  is_reset_password_error_type: ResetErrorType | '';
  forgot_password_current_route: ForgotPasswordStep;
  location: SessionLocation;
}

export const DEFAULT_LOCATION: Readonly<SessionLocation> = Object.freeze({
  ip_address: '',
  country_code: '',
  country_name: '',
  city: '',
  state: '',
  pincode: '',
  latitude: '',
  longitude: '',
});

export const DEFAULT_SESSION: Readonly<SessionUser> = Object.freeze({
  id: '',
  name: '',
  first_name: '',
  role: '',
  email_id: '',
  access_token: '',
  refresh_token: '',
  avatar: '',
  is_2fa_enabled: false,
  is_validated: false,
  is_logged_in: false,
  is_idle: false,
  to_be_validated: 'email',
  reset_password_request_id: 0,
  reset_password_request_readable_id: 0,
  reset_password_requested_on: 0,
  reset_password_request_try_after: 0,
  is_reset_password_error: false,
  is_reset_password_error_type: '',
  forgot_password_current_route: 'FORGOT_PASSWORD',
  location: DEFAULT_LOCATION,
});

/** What resetPassword() copies into the record (docs/product.md, 'Password reset'). */
export type ResetPasswordFields = Pick<
  SessionUser,
  | 'id'
  | 'name'
  | 'role'
  | 'email_id'
  | 'reset_password_request_id'
  | 'reset_password_request_readable_id'
  | 'reset_password_requested_on'
  | 'reset_password_request_try_after'
  | 'is_reset_password_error'
  | 'is_reset_password_error_type'
  | 'forgot_password_current_route'
>;

export const RESET_PASSWORD_FIELDS: readonly (keyof ResetPasswordFields)[] = [
  'id',
  'name',
  'role',
  'email_id',
  'reset_password_request_id',
  'reset_password_request_readable_id',
  'reset_password_requested_on',
  'reset_password_request_try_after',
  'is_reset_password_error',
  'is_reset_password_error_type',
  'forgot_password_current_route',
];

/** Where the user stands: which routes apply (docs/product.md, 'Screens and routes' and 'Signing in'). */
export type AuthStatus = 'signed-out' | 'pending' | 'validated';

export function authStatus(user: SessionUser): AuthStatus {
  if (!user.is_logged_in || !user.access_token || !user.role) return 'signed-out';
  return user.is_validated ? 'validated' : 'pending';
}
