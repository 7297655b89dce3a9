/**
 * Who may open `/admin/*` (DECISIONS §8): validated ADMIN and SUPER_ADMIN accounts only. Like the
 * dashboard's guard it answers where to go instead (null to stay): anyone not yet validated goes
 * to `/` (sign-in, or their pending second step) and other validated roles to `/404`.
 */
import type { Role } from '@common/roles';
import { authStatus, type SessionUser } from '@/session/session-types';

export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

export function isAdminRole(role: SessionUser['role']): boolean {
  return role !== '' && ADMIN_ROLES.includes(role);
}

export function guardAdmin(user: SessionUser): string | null {
  if (authStatus(user) !== 'validated') return '/';
  return isAdminRole(user.role) ? null : '/404';
}
