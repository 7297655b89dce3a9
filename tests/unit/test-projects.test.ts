/**
 * The slow project names its files one by one (tests/support/test-projects.ts): a name that no
 * longer matches a file would leave nothing behind, so a renamed heavy suite would silently join
 * `npm test` and a typo would hide it. Every name must be a test file, and none twice.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEAVY, MORE_BROWSER_TESTS, SLOW } from '../support/test-projects.ts';

describe('the slow project’s files', () => {
  it('are all test files that exist', () => {
    const missing = SLOW.filter((file) => !file.endsWith('.test.ts') || !fs.existsSync(file));
    expect(missing).toEqual([]);
  });

  it('are each named once, and the browser tests beyond the journeys are browser tests', () => {
    expect(new Set(SLOW).size).toBe(SLOW.length);
    expect(SLOW.length).toBe(HEAVY.length + MORE_BROWSER_TESTS.length);
    expect(MORE_BROWSER_TESTS.every((file) => file.startsWith('tests/e2e/'))).toBe(true);
  });
});
