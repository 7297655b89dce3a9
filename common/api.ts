/**
 * The answer envelope of every API call (DECISIONS §3) and the shapes that ride in it.
 */
import type { Role, ValidationKind } from './roles.ts';

export const API_BASE = '/api/v1';

export interface Envelope<T> {
  status: boolean;
  status_code: number;
  message: string;
  data: T;
}

export interface ListPage<T> {
  items: T[];
  total_items: number;
  total_pages: number;
  current_page: number;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Claims the access token carries (SPEC.md §3). */
export interface TokenClaims {
  sub: string;
  role: Role;
  is_2fa_enabled: boolean;
  is_validated: boolean;
  to_be_validated: ValidationKind;
  exp?: number;
}

/** What `POST admin/login` answers. */
export interface LoginResult {
  admin_id: number;
  user_id: number;
  name: string;
  first_name: string;
  role: Role;
  email_id: string;
  avatar: string;
  access_token: string;
  is_validated: boolean;
  is_2fa_enabled: boolean;
  to_be_validated: ValidationKind;
}

/** What a successful second step answers. */
export interface ValidatedResult extends LoginResult {
  refresh_token: string;
}
