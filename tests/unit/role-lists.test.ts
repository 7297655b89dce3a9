/**
 * Who may do what lives in one access table (common/access.ts): a role name written in quotes in
 * any other source file is a second, drifting copy of a rule. This walks the tree and fails on one.
 * Data that names roles by nature (the role list itself, demo accounts, migrations, tests and the
 * role labels of the i18n catalogues) is exempt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@common/roles.ts';

const ROOTS = ['common', 'server', 'src', 'sw'];
const ALLOWED = [
  /^common\/roles\.ts$/, // the role list and its two spellings
  /^common\/access\.ts$/, // the access table
  /^server\/db\/(seed|migrations)\//, // demo accounts and table definitions
  /^src\/i18n\//, // the role labels shown on screen
  /^src\/routeTree\.gen\.ts$/,
  /\.test\.tsx?$/,
  /^src\/session\/test-tokens\.ts$/,
];
const NAMES = [...ROLES, 'CONTENT_ADMIN', 'CONTENT_CREATOR', 'CONTENT_MODERATOR', 'CONTENT_APPROVER'];
const LITERAL = new RegExp(`(['"\`])(${NAMES.join('|')})\\1`, 'g');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full.split(path.sep).join('/')] : [];
  });
}

/** `file:line: text` for every quoted role name outside the allowed files. */
export function roleLiterals(files: string[], read: (file: string) => string): string[] {
  const hits: string[] = [];
  for (const file of files) {
    if (ALLOWED.some((re) => re.test(file))) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        if (line.match(LITERAL)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

describe('role lists', () => {
  it('appear nowhere but the access table', () => {
    const files = ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(roleLiterals(files, (f) => fs.readFileSync(f, 'utf8'))).toEqual([]);
  });

  it('catches a list written in a route, a screen or a service', () => {
    const fake: Record<string, string> = {
      'server/modules/x/x.routes.ts': "const guard = requireUser(['DD', 'ADMIN']);",
      'src/features/x/page.tsx': 'const canEdit = user.role === "SUPER_ADMIN";',
      'server/modules/x/x.service.ts': 'const staff = [`CONTENT_CREATOR`].includes(role);',
      'common/access.ts': "'DD': 'district',",
    };
    expect(roleLiterals(Object.keys(fake), (f) => fake[f]!)).toHaveLength(3);
  });
});
