/**
 * Hand-made unsigned JWTs for tests (and for faking a session in screenshots): the client never
 * verifies signatures, so a header, a JSON payload and a dummy signature are all it needs.
 */
import type { TokenClaims } from '@common/api';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeToken(claims: object): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export const HOUR_S = 3600;
export const nowSeconds = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000);

/** Claims of a warden one step short of validation, expiring in an hour. */
export function wardenClaims(overrides: Partial<TokenClaims> = {}, nowMs: number = Date.now()): TokenClaims {
  return {
    sub: '7',
    role: 'WARDEN',
    is_2fa_enabled: false,
    is_validated: false,
    to_be_validated: 'email',
    exp: nowSeconds(nowMs) + HOUR_S,
    ...overrides,
  };
}
