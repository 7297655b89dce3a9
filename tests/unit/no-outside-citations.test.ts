/**
 * Comments and docs cite what a maintainer can open: docs/product.md, docs/spec-notes.md and the
 * other files of docs/. The product's first description, its decisions file, an architecture
 * note and the issue tracker all lived outside this repository, so a citation of one of them
 * ('SPEC.md §3', 'DECISIONS §6', 'issue 12') points nowhere. This reads every tracked text file
 * under the source and doc folders and fails on such a citation, naming its file and line.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOTS = ['common', 'server', 'src', 'sw', 'tests', 'scripts', 'docs', 'README.md'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|html|css|sh|json|ya?ml|txt)$/;
/** This file names the patterns it looks for. */
const ALLOWED = new Set(['tests/unit/no-outside-citations.test.ts']);
const OUTSIDE = [/SPEC\.md/, /SPEC §/, /DECISIONS §/, /DECISIONS\.md/, /ARCHITECTURE\.md/, /\bissue \d+/i];

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--', ...ROOTS], { encoding: 'utf8' });
  return out.split('\n').filter((file) => TEXT.test(file) && !ALLOWED.has(file) && fs.existsSync(file));
}

/** `file:line: text` for every line that cites a document outside the repository. */
export function outsideCitations(files: string[], read: (file: string) => string): string[] {
  const hits: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line))) hits.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

describe('citations stay inside the repository', () => {
  it('finds each kind of outside citation', () => {
    const lines = ['SPEC.md §3', 'SPEC §2', 'DECISIONS §6', 'DECISIONS.md', 'ARCHITECTURE.md', '(Issue 12)', 'fine'];
    const hits = outsideCitations(['x.ts'], () => lines.join('\n'));
    expect(hits).toHaveLength(6);
    expect(hits[0]).toBe('x.ts:1: SPEC.md §3');
  });

  it('leaves docs/ citations alone', () => {
    const line = "// Holidays (docs/product.md, 'Holidays'; docs/spec-notes.md, 'Publishing to X')";
    expect(outsideCitations(['x.ts'], () => line)).toEqual([]);
  });

  it('has none in any tracked source or doc file', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(outsideCitations(files, (file) => fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
