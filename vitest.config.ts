/**
 * Test projects: unit (common and server modules, node), web (PWA components, jsdom),
 * server (API through app.inject against PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * e2e (the built PWA in Debian's Chromium through playwright-core).
 */
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@server/': fileURLToPath(new URL('./server/', import.meta.url)),
  '@common/': fileURLToPath(new URL('./common/', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
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
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A fresh browser context loads the whole PWA before its first answer: 1 s is too short
          // on a busy 2-core machine (the desktop table test failed on the default).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
