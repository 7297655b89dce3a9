/**
 * Which page addresses belong to the PWA and which are the public's (docs/spec-notes.md, "Unknown
 * addresses"). The server answers an unknown app address with the app shell, so the PWA's own router
 * decides (its not-found screen or a redirect home), and any other unknown page address with the
 * public 404 page; the service worker answers only app addresses from its cache. Written once here
 * so both sides agree; tests/unit/app-paths.test.ts holds it to the route files in src/routes.
 */

/** The PWA's sections: every address under them is the app's, known or not. */
export const APP_SECTIONS = ['dashboard', 'admin', 'dd', 'helpline', 'content', 'x'] as const;

/** The PWA's single pages outside a section ('' is the sign-in screen at `/`). */
export const APP_PAGES = [
  '',
  'index.html',
  'help',
  '404',
  'enable-2fa',
  'forgot-password',
  'password-change-success',
  'password-reset-expired-otp',
  'verify-2fa-otp',
  'verify-enable-2fa-otp',
] as const;

const escape = (name: string) => name.replace(/[.]/g, '\\.');

/**
 * A path (with or without its query) the PWA answers: a section and anything under it, or one of its
 * pages, with or without a trailing slash. Used as the service worker's navigation allowlist.
 */
export const APP_PATH_PATTERN = new RegExp(
  `^/(?:(?:${APP_SECTIONS.join('|')})(?:/[^?#]*)?|(?:${APP_PAGES.filter(Boolean).map(escape).join('|')})/?|)(?:[?#]|$)`,
);

/** True when `path` (a pathname, or a path with its query) is the PWA's to answer. */
export const isAppPath = (path: string): boolean => APP_PATH_PATTERN.test(path);
