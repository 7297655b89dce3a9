/**
 * Route guards of the contract (docs/product.md, 'Screens and routes') as plain functions over the session record,
 * used by the routes' beforeLoad. They answer where to go instead (a path) or null to stay, which keeps them easy to
 * test and keeps redirects out of the screens. Who opens which console comes from the access table.
 */
import { homePathFor, opensConsole, type Console } from '@common/access';
import { authStatus, type SessionUser } from './session-types';

/** Home of a validated user, else the sign-in index. */
export function homeOf(user: SessionUser): string {
  return authStatus(user) === 'validated' && user.role ? homePathFor(user.role) : '/';
}

/** `/`: validated users go to their home; signed-out and pending users stay (sign-in or 2nd step). */
export function guardIndex(user: SessionUser): string | null {
  return authStatus(user) === 'validated' ? homeOf(user) : null;
}

/** Signed-out screens (recovery): signed-in users go home, pending users back to their step. */
export function guardSignedOutOnly(user: SessionUser): string | null {
  return authStatus(user) === 'signed-out' ? null : homeOf(user);
}

/**
 * A console (`/dashboard/*`, `/dd/*`, `/admin/*`, `/helpline`): not yet validated goes to `/`
 * (sign-in or the pending second step), a validated role the console is not for to `/404`.
 */
export function guardConsole(user: SessionUser, console: Console): string | null {
  if (authStatus(user) !== 'validated') return '/';
  return opensConsole(user.role, console) ? null : '/404';
}

/**
 * Unknown paths: home when validated, else `/`. When the home itself is unknown here (roles whose
 * screens are not in the PWA yet) there is nowhere better: stay and show the 404 screen.
 */
export function guardUnknown(user: SessionUser, pathname: string): string | null {
  const target = homeOf(user);
  return target === pathname ? null : target;
}

/** The 2FA routes (/enable-2fa, /verify-2fa-otp, /verify-enable-2fa-otp): only a pending 2fa step. */
export function guardTwoFactor(user: SessionUser): string | null {
  return authStatus(user) === 'pending' && user.to_be_validated === '2fa' ? null : '/';
}
