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
