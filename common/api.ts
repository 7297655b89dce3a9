/**
 * The answer envelope of every API call (docs/product.md, 'Calls and answers') and the shapes that ride in it.
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

/** Claims the access token carries (docs/product.md, 'Records and fields'). */
export interface TokenClaims {
  sub: string;
  role: Role;
  is_2fa_enabled: boolean;
  is_validated: boolean;
  to_be_validated: ValidationKind;
  exp?: number;
}
