/**
 * The consoles' guards read the access table: each console lets in its own validated roles, sends
 * other validated roles to /404 and anyone not yet validated to /, and each role's home is its console.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLES, type Console } from '@common/access';
import { ROLES } from '@common/roles';
import { DEFAULT_SESSION, type SessionUser } from './session-types';
import { guardConsole, guardIndex, guardUnknown } from './route-guards';

const pending = (role: SessionUser['role']): SessionUser => ({
  ...DEFAULT_SESSION,
  is_logged_in: true,
  access_token: 'x',
  role,
  to_be_validated: 'phone',
});
const validated = (role: SessionUser['role']): SessionUser => ({ ...pending(role), is_validated: true });

describe('console guards', () => {
  it('let in exactly the roles of each console', () => {
    for (const console of Object.keys(CONSOLES) as Console[]) {
      const allowed = ROLES.filter((role) => guardConsole(validated(role), console) === null);
      expect(allowed).toEqual(ROLES.filter((role) => (CONSOLES[console] as readonly string[]).includes(role)));
    }
    expect(guardConsole(validated('ADMIN'), '/admin')).toBeNull();
    expect(guardConsole(validated('SUPER_ADMIN'), '/admin')).toBeNull();
    expect(guardConsole(validated('WARDEN'), '/admin')).toBe('/404');
    expect(guardConsole(validated('HELPLINE'), '/dd')).toBe('/404');
  });

  it('send signed-out and pending sessions to /', () => {
    expect(guardConsole(DEFAULT_SESSION, '/admin')).toBe('/');
    expect(guardConsole(pending('ADMIN'), '/admin')).toBe('/');
    expect(guardConsole(pending('DD'), '/dd')).toBe('/');
  });

  it('make each console the home that the index and unknown paths lead to', () => {
    expect(guardIndex(validated('ADMIN'))).toBe('/admin');
    expect(guardUnknown(validated('SUPER_ADMIN'), '/nope')).toBe('/admin');
    expect(guardIndex(validated('HELPLINE'))).toBe('/helpline');
    expect(guardIndex(validated('WARDEN'))).toBe('/dashboard/home');
  });
});
