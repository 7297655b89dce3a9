/**
 * Reads the claims of an access token on the client, without verifying the signature: the server
 * verifies on every call. The PWA only needs to know whether a stored token is worth using
 * (present, decodable, not expired) and what it says about role and validation.
 */
import { normalizeRole, VALIDATION_KINDS, type ValidationKind } from '@common/roles';
import type { TokenClaims } from '@common/api';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, or null when it is not a three-part token with a JSON payload we understand. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    console.warn('There was an error decoding token');
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  const role = typeof claims.role === 'string' ? normalizeRole(claims.role) : null;
  if (!role) return null;
  const kind = VALIDATION_KINDS.includes(claims.to_be_validated as ValidationKind)
    ? (claims.to_be_validated as ValidationKind)
    : 'email';
  return {
    sub: String(claims.sub ?? ''),
    role,
    is_2fa_enabled: claims.is_2fa_enabled === true,
    is_validated: claims.is_validated === true,
    to_be_validated: kind,
    ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
  };
}

/** The contract (docs/product.md, 'Signing in'): valid only if present, decodable and not expired; a token without exp is expired. */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims || claims.exp === undefined) return false;
  return claims.exp * 1000 >= nowMs;
}
