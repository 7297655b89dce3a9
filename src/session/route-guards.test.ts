/**
 * Route rules of the contract (docs/product.md, 'Screens and routes') over the three session states and the roles.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION, type SessionUser } from './session-types';
import { guardConsole, guardIndex, guardSignedOutOnly, guardTwoFactor, guardUnknown } from './route-guards';

const signedOut = DEFAULT_SESSION;
const pending: SessionUser = { ...DEFAULT_SESSION, is_logged_in: true, access_token: 'x', role: 'WARDEN' };
const warden: SessionUser = { ...pending, is_validated: true };
const dd: SessionUser = { ...warden, role: 'DD' };

describe('route guards', () => {
  it('index: validated users go home, others stay', () => {
    expect(guardIndex(signedOut)).toBeNull();
    expect(guardIndex(pending)).toBeNull();
    expect(guardIndex(warden)).toBe('/dashboard/home');
    expect(guardIndex(dd)).toBe('/dd');
  });

  it('dashboard: wardens only; others to /404; not validated to /', () => {
    expect(guardConsole(warden, '/dashboard/home')).toBeNull();
    expect(guardConsole(dd, '/dashboard/home')).toBe('/404');
    expect(guardConsole(pending, '/dashboard/home')).toBe('/');
    expect(guardConsole(signedOut, '/dashboard/home')).toBe('/');
  });

  it('signed-out screens send signed-in users away', () => {
    expect(guardSignedOutOnly(signedOut)).toBeNull();
    expect(guardSignedOutOnly(pending)).toBe('/');
    expect(guardSignedOutOnly(warden)).toBe('/dashboard/home');
  });

  it('unknown paths: home when validated, else /; no loop on a missing home', () => {
    expect(guardUnknown(signedOut, '/nope')).toBe('/');
    expect(guardUnknown(pending, '/nope')).toBe('/');
    expect(guardUnknown(warden, '/nope')).toBe('/dashboard/home');
    expect(guardUnknown(dd, '/nope')).toBe('/dd');
    expect(guardUnknown(dd, '/dd')).toBeNull();
  });

  it('2FA routes: only a pending 2fa step stays; everyone else goes to /', () => {
    const pending2fa: SessionUser = { ...pending, role: 'CREATOR', to_be_validated: '2fa' };
    expect(guardTwoFactor(pending2fa)).toBeNull();
    expect(guardTwoFactor({ ...pending2fa, is_2fa_enabled: true })).toBeNull();
    expect(guardTwoFactor(pending)).toBe('/');
    expect(guardTwoFactor(signedOut)).toBe('/');
    expect(guardTwoFactor({ ...pending2fa, is_validated: true })).toBe('/');
  });
});
