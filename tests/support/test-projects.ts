/**
 * Which test files `npm test` runs and which it leaves to `npm run test:slow`, read by
 * vitest.config.ts and checked by tests/unit/test-projects.test.ts. A file not named here runs in
 * `npm test` (its project's folder decides which project); CI runs both.
 */
// What `npm test` leaves to `npm run test:slow` (CI runs both, docs/testing.md): the heavy suites
// (the fuzzer, the 5,000-institution console, face recall and precision with tfjs, the restore drill, S3, the
// operator's CLI, and the browser walks of every screen: accessibility, the security policy, idle
// in every console) and the browser tests beyond the core journeys that `e2e` keeps: signing in,
// posting online and offline with the faces blurred, the warden's day and holidays, the
// supervisor's day, the DD's and the admin's consoles, publishing to X, and a password reset.
export const HEAVY = [
  'tests/server/fuzz.test.ts',
  'tests/server/console-scale.test.ts',
  'tests/server/restore-drill.test.ts',
  'tests/server/s3-media-store.test.ts',
  'tests/server/admin-create.test.ts',
  'tests/unit/face-recall.test.ts',
  'tests/unit/face-precision.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/content-security-policy.test.ts',
  'tests/e2e/idle.test.ts',
];
export const MORE_BROWSER_TESTS = [
  'admin-accounts',
  'audit-page',
  'audit-verify',
  'change-password',
  'charts',
  'composer-schedule',
  'content-review',
  'face-removal',
  'face-turned',
  'full-disk',
  'help',
  'media-library',
  'outbox-background-sync',
  'outbox-lost-answers',
  'outbox-server-restart',
  'post-review',
  'site-page',
  'two-factor',
  'warden-screens',
  'weekly-reports',
].map((name) => `tests/e2e/${name}.test.ts`);
export const SLOW = [...HEAVY, ...MORE_BROWSER_TESTS];
