/**
 * Repositories hold every query (docs/product.md, 'Code layout'; server/README.md). A Kysely builder call, a `sql`
 * template, a run of a query or a transaction anywhere else under server/ fails here with its file
 * and line, so a query cannot creep back into a route, a service or a shape. The files are read as
 * TypeScript, not as text, so a comment or a string that mentions a builder is not a query.
 * server/db/ (migrations, seed, database setup) builds SQL of its own and is exempt. The CLI is not:
 * its importer is a repository function (places-import.repository.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Building a query, running one, or opening a transaction (services never do: server/README.md).
const QUERY_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'with',
  'executeQuery',
  'execute',
  'executeTakeFirst',
  'executeTakeFirstOrThrow',
  'transaction',
]);

const exempt = (file: string) => file.endsWith('.repository.ts') || file.startsWith('server/db/');

/** The builder call a node makes, and where its name stands; null when it makes none. */
function queryCall(node: ts.Node): { name: string; at: ts.Node } | null {
  if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql')
    return { name: 'sql``', at: node.tag };
  if (!ts.isCallExpression(node)) return null;
  const callee = node.expression;
  if (ts.isIdentifier(callee) && QUERY_CALLS.has(callee.text)) return { name: `${callee.text}(`, at: callee };
  if (!ts.isPropertyAccessExpression(callee)) return null;
  if (ts.isIdentifier(callee.expression) && callee.expression.text === 'sql')
    return { name: `sql.${callee.name.text}(`, at: callee.name };
  return QUERY_CALLS.has(callee.name.text) ? { name: `.${callee.name.text}(`, at: callee.name } : null;
}

/**
 * One place per statement: a builder chain (`db.selectFrom(…)….execute()`) is one place, at the line
 * of its first call. A callback inside it (a transaction's work) holds places of its own.
 */
function queriesIn(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  type Place = { pos: number; name: string }[];
  const places: Place[] = [];
  const scan = (node: ts.Node, place: Place | null) => {
    const call = queryCall(node);
    let current = place;
    if (call && !current) places.push((current = []));
    if (call) current!.push({ pos: call.at.getStart(source), name: call.name });
    ts.forEachChild(node, (child) => scan(child, ts.isFunctionLike(child) ? null : current));
  };
  scan(source, null);
  return places.map((calls) => {
    calls.sort((a, b) => a.pos - b.pos);
    const line = source.getLineAndCharacterOfPosition(calls[0]!.pos).line + 1;
    return `${file}:${line} ${calls.map((c) => c.name).join(' ')}`;
  });
}

function serverFiles(dir = 'server'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('queries live in repositories (server/README.md)', () => {
  it('finds builder calls, sql templates, runs and transactions', () => {
    expect(queriesIn('server/x.ts', "await db.selectFrom('a').selectAll().execute();\n")).toEqual([
      'server/x.ts:1 .selectFrom( .execute(',
    ]);
    expect(queriesIn('server/x.ts', 'const a = sql<number>`0`;\nconst b = sql.ref("o.id");\n')).toEqual([
      'server/x.ts:1 sql``',
      'server/x.ts:2 sql.ref(',
    ]);
    const work = "await db.transaction().execute(async (trx) => {\n  await trx.deleteFrom('a').execute();\n});\n";
    expect(queriesIn('server/x.ts', work)).toEqual([
      'server/x.ts:1 .transaction( .execute(',
      'server/x.ts:2 .deleteFrom( .execute(',
    ]);
  });

  it('exempts repositories and server/db only', () => {
    expect(exempt('server/modules/media/media.repository.ts')).toBe(true);
    expect(exempt('server/db/seed/demo.ts')).toBe(true);
    expect(exempt('server/modules/media/media.service.ts')).toBe(false);
    expect(exempt('server/cli/import-places.ts')).toBe(false);
  });

  it('reads code, not comments or strings', () => {
    const code = "// db.selectFrom('a')\nconst s = \".insertInto('a')\";\nconst sqlText = `select 1`;\n";
    expect(queriesIn('server/x.ts', code)).toEqual([]);
  });

  it('finds none outside repositories and server/db', () => {
    const places = serverFiles()
      .filter((file) => !exempt(file))
      .flatMap((file) => queriesIn(file, fs.readFileSync(file, 'utf8')));
    expect(places).toEqual([]);
  });
});
