/**
 * Holds the answer of a just-finished 2FA enrolment (validated tokens plus the ten recovery codes)
 * until the user confirms they saved the codes. The session is not touched before that: storing the
 * tokens would re-run the route guards and redirect away from the codes, which are shown only once.
 * sessionStorage (this tab only, gone with it) keeps them across a reload of that screen.
 */
import type { ValidatedResult } from '@common/contract/answers/auth';

const KEY = 'hostel-meals:2fa-enrolment';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let memory: ValidatedResult | null = null;

export function savePendingEnrolment(result: ValidatedResult): void {
  memory = result;
  try {
    storage()?.setItem(KEY, JSON.stringify(result));
  } catch {
    // Storage blocked or full: the in-memory copy still covers this visit.
  }
}

/** The held answer for this account, or null (none, another account's, or unreadable). */
export function readPendingEnrolment(adminId: number): ValidatedResult | null {
  let result = memory;
  if (!result) {
    try {
      const text = storage()?.getItem(KEY);
      result = text ? (JSON.parse(text) as ValidatedResult) : null;
    } catch {
      result = null;
    }
  }
  const valid =
    result !== null &&
    result.admin_id === adminId &&
    typeof result.access_token === 'string' &&
    Array.isArray(result.recovery_codes) &&
    result.recovery_codes.every((code) => typeof code === 'string');
  return valid ? result : null;
}

export function clearPendingEnrolment(): void {
  memory = null;
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
