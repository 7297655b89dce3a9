/**
 * package.json's `sideEffects` lets the bundler drop a module whose exports nobody uses, and skip a
 * re-exporting module on the way to the original (docs/benchmarks.md, P3). A module whose top
 * level does work (configures zod, extends dayjs, fills the catalogue, starts a worker) must be
 * listed there, or the work silently goes: zod's JIT came back under the CSP when zod-no-eval.ts
 * was not listed. This test finds every file whose top level calls something and asks for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'sw', 'common'];
// A statement at column 0 that is a call or an assignment, not a declaration or an import.
const TOP_LEVEL_WORK =
  /^(?!export\b|import\b|const\b|let\b|var\b|function\b|async\b|type\b|interface\b|class\b|declare\b|enum\b)[A-Za-z_$][\w$.]*\s*(\(|=[^=>])/m;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [file]
      : [];
  });
}

describe('package.json sideEffects', () => {
  const listed = new Set(
    (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { sideEffects: string[] }).sideEffects
      .filter((entry) => entry.startsWith('./'))
      .map((entry) => entry.slice(2)),
  );

  it('lists every module whose top level does work', () => {
    const working = ROOTS.flatMap(sources).filter((file) => TOP_LEVEL_WORK.test(fs.readFileSync(file, 'utf8')));
    expect(working.length).toBeGreaterThan(0);
    expect(working.filter((file) => !listed.has(file.split(path.sep).join('/')))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect([...listed].filter((file) => !fs.existsSync(file))).toEqual([]);
  });
});
