import { describe, expect, it } from 'vitest';
import { homePathFor, isConsoleRole, secondStepFor } from './access.ts';
import { normalizeRole } from './roles.ts';

describe('roles', () => {
  it('accepts both spellings and stores the short one', () => {
    expect(normalizeRole('CONTENT_CREATOR')).toBe('CREATOR');
    expect(normalizeRole(' warden ')).toBe('WARDEN');
    expect(normalizeRole('KING')).toBeNull();
  });

  it('lets only the console roles finish sign-in', () => {
    expect(isConsoleRole('HELPLINE')).toBe(true);
    expect(isConsoleRole('TEST_ADMIN')).toBe(false);
    expect(isConsoleRole('CERTIFICATE_AUTHORIZER')).toBe(false);
  });

  it('gives wardens, DDs and helpline the email step whatever is stored', () => {
    expect(secondStepFor('WARDEN', '2fa')).toBe('email');
    expect(secondStepFor('DD', 'phone')).toBe('email');
    expect(secondStepFor('ADMIN', '2fa')).toBe('2fa');
    expect(secondStepFor('ADMIN', 'email')).toBe('phone');
    expect(homePathFor('WARDEN')).toBe('/dashboard/home');
  });
});
