/**
 * Who may open a single-role console (`/dd/*` for DD, `/helpline` for HELPLINE), like the admin
 * guard: not yet validated goes to `/` (sign-in or the pending second step), any other validated
 * role to `/404`; null means stay.
 */
import type { Role } from '@common/roles';
import { authStatus, type SessionUser } from '@/session/session-types';

export function guardConsole(user: SessionUser, role: Role): string | null {
  if (authStatus(user) !== 'validated') return '/';
  return user.role === role ? null : '/404';
}
