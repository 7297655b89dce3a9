/**
 * The `/admin/*` guard over the session states and roles, and how unknown paths and the index
 * now lead admins to their real home.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION, type SessionUser } from '@/session/session-types';
import { guardIndex, guardUnknown } from '@/session/route-guards';
import { guardAdmin, isAdminRole } from './admin-guard';

const pending: SessionUser = {
  ...DEFAULT_SESSION,
  is_logged_in: true,
  access_token: 'x',
  role: 'ADMIN',
  to_be_validated: 'phone',
};
const admin: SessionUser = { ...pending, is_validated: true };
const superAdmin: SessionUser = { ...admin, role: 'SUPER_ADMIN' };
const warden: SessionUser = { ...admin, role: 'WARDEN' };
const dd: SessionUser = { ...admin, role: 'DD' };

describe('admin guard', () => {
  it('lets validated admins and super admins in', () => {
    expect(guardAdmin(admin)).toBeNull();
    expect(guardAdmin(superAdmin)).toBeNull();
  });

  it('sends other validated roles to /404', () => {
    expect(guardAdmin(warden)).toBe('/404');
    expect(guardAdmin(dd)).toBe('/404');
  });

  it('sends signed-out and pending sessions to /', () => {
    expect(guardAdmin(DEFAULT_SESSION)).toBe('/');
    expect(guardAdmin(pending)).toBe('/');
  });

  it('knows the admin roles', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('HELPLINE')).toBe(false);
    expect(isAdminRole('')).toBe(false);
  });

  it('makes /admin the home that the index and unknown paths lead to', () => {
    expect(guardIndex(admin)).toBe('/admin');
    expect(guardUnknown(superAdmin, '/nope')).toBe('/admin');
  });
});
