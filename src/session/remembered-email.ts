/**
 * 'Remember me' on the sign-in screen: keeps the email ID on this device so the next sign-in only
 * needs the password. The session itself always persists (docs/product.md, 'Records and fields'); only the email is
 * optional.
 */
const KEY = 'hostel-meals:remembered-email';

export function readRememberedEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeRememberedEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the field simply starts empty next time.
  }
}
