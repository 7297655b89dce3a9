/**
 * Test projects (docs/testing.md): unit (common and server modules, node), web (PWA components,
 * jsdom), server (API through app.inject against PGlite, or PostgreSQL when TEST_DATABASE_URL is
 * set), e2e (the user journeys: the built PWA in Debian's Chromium through playwright-core), and
 * slow (the heavy suites and the browser checks of every screen, `npm run test:slow`, run by CI
 * after `npm test`). `npm test` runs the first four within ten minutes on a 2-core machine.
 */
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { ensureFakeXCerts, extraCaFile } from './scripts/fake-x/ca.ts';
import { SLOW } from './tests/support/test-projects.ts';

// The fake X API (scripts/fake-x) serves HTTPS with a certificate from its own test CA. Node reads
// NODE_EXTRA_CA_CERTS only when a process starts, so it is set here, before vitest forks its test
// workers (the forks pool gives each worker a copy of this process's environment): their fetch
// then trusts the fake through Node's ordinary certificate checks, which are never turned off.
// A value already there (a system bundle) is kept, joined with the fake's CA in one file.
const fakeXCertDir = fileURLToPath(new URL('./.tmp/fake-x-certs', import.meta.url));
const { caPath: fakeXCa } = ensureFakeXCerts(fakeXCertDir);
process.env.NODE_EXTRA_CA_CERTS = extraCaFile(fakeXCertDir, fakeXCa, process.env.NODE_EXTRA_CA_CERTS);

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@server/': fileURLToPath(new URL('./server/', import.meta.url)),
  '@common/': fileURLToPath(new URL('./common/', import.meta.url)),
};

// The browser tests' settings, for the e2e project and the slow one.
const browserTests = {
  isolate: false,
  globalSetup: ['tests/support/db-template-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // A fresh browser context loads the whole PWA before its first answer: 1 s is too short
  // on a busy 2-core machine (the desktop table test failed on the default).
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Explicit, not vitest's guess (one worker on 2 cores): the unit, web and API files run two at
    // a time; the browser tests one at a time, after them (each starts a server and Chromium).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Files of a worker share its loaded modules (docs/testing.md, 'Projects and workers').
          isolate: false,
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: SLOW,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          // Like unit and server, and with a setup that resets what would leak between files.
          isolate: false,
          setupFiles: ['tests/support/web-setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          // One migrated, seeded database per run, copied by each test app (docs/testing.md).
          globalSetup: ['tests/support/db-template-setup.ts'],
          include: ['tests/server/**/*.test.ts'],
          exclude: SLOW,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: SLOW,
          ...browserTests,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'slow',
          environment: 'node',
          include: SLOW,
          ...browserTests,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
