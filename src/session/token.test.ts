/**
 * Token validity on load (docs/product.md, 'Signing in'): present, decodable and not expired; no exp means expired.
 */
import { describe, expect, it, vi } from 'vitest';
import { decodeToken, isTokenValid } from './token';
import { makeToken, wardenClaims } from './test-tokens';

const NOW = Date.UTC(2025, 10, 21, 6, 0, 0);
const nowS = NOW / 1000;

describe('isTokenValid', () => {
  it('accepts a decodable token that expires in the future', () => {
    expect(isTokenValid(makeToken(wardenClaims({ exp: nowS + 60 })), NOW)).toBe(true);
  });

  it('rejects a missing token', () => {
    expect(isTokenValid('', NOW)).toBe(false);
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid(undefined, NOW)).toBe(false);
  });

  it('rejects tokens that cannot be decoded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isTokenValid('not-a-jwt', NOW)).toBe(false);
    expect(isTokenValid('a.b', NOW)).toBe(false);
    expect(isTokenValid('aaa.%%%%.ccc', NOW)).toBe(false);
    expect(isTokenValid(`x.${btoa('not json')}.y`, NOW)).toBe(false);
    expect(warn).toHaveBeenCalledWith('There was an error decoding token');
    warn.mockRestore();
  });

  it('rejects a payload without a known role', () => {
    expect(isTokenValid(makeToken({ ...wardenClaims({ exp: nowS + 60 }), role: 'ROOT' as never }), NOW)).toBe(false);
  });

  it('treats exp earlier than now as expired', () => {
    expect(isTokenValid(makeToken(wardenClaims({ exp: nowS - 1 })), NOW)).toBe(false);
  });

  it('treats a token without exp as expired', () => {
    const { exp: _unused, ...withoutExp } = wardenClaims();
    expect(isTokenValid(makeToken(withoutExp), NOW)).toBe(false);
  });

  it('reads exp in seconds, not milliseconds', () => {
    expect(isTokenValid(makeToken(wardenClaims({ exp: nowS + 1 })), NOW)).toBe(true);
    expect(isTokenValid(makeToken(wardenClaims({ exp: nowS })), NOW)).toBe(true);
    expect(isTokenValid(makeToken(wardenClaims({ exp: nowS })), NOW + 1000)).toBe(false);
  });
});

describe('decodeToken', () => {
  it('answers the claims, normalising the role spelling', () => {
    const token = makeToken({
      ...wardenClaims({ exp: nowS + 60 }),
      role: 'CONTENT_CREATOR' as never,
      is_validated: true,
    });
    expect(decodeToken(token)).toEqual({
      sub: '7',
      role: 'CREATOR',
      is_2fa_enabled: false,
      is_validated: true,
      to_be_validated: 'email',
      exp: nowS + 60,
    });
  });

  it('decodes UTF-8 payloads (Kannada names in claims)', () => {
    const token = makeToken({ ...wardenClaims({ exp: nowS + 60 }), name: 'ರಮೇಶ್' });
    expect(decodeToken(token)?.role).toBe('WARDEN');
  });
});
