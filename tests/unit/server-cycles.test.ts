/**
 * The server's layers and the absence of import cycles (docs/architecture.md, 'Layers'). The lint
 * rule (eslint.config.js) keeps each layer's imports pointing down: lib, db, storage and context
 * import no access, module or plugin; access imports no module or plugin; modules import no plugin.
 * Lint sees one file at a time, so cycles are found here: every import of every server file (type
 * imports, re-exports and import() included) makes a graph, and no file and no module folder may
 * reach itself through it. A failure names the files or modules of each cycle.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

type Graph = Map<string, string[]>;

function serverFiles(dir = 'server'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The server file an import names, or null for a package, common/ or anything outside server/. */
function resolved(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@server/')) target = `server/${specifier.slice('@server/'.length)}`;
  else if (specifier.startsWith('.'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  if (!target.startsWith('server/')) return null;
  return (
    [target, `${target}.ts`, `${target}/index.ts`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? target
  );
}

/** Every server file an import, a re-export or an import() of this file names. */
function importsOf(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      names.push((node.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) names.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(names.map((name) => resolved(file, name)).filter((f): f is string => f !== null))];
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), largest first. */
export function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)!.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

function serverGraph(): { files: Graph; modules: Graph } {
  const files: Graph = new Map(serverFiles().map((file) => [file, importsOf(file, fs.readFileSync(file, 'utf8'))]));
  const modules: Graph = new Map();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const to = targets.map(moduleOf).filter((m): m is string => m !== null && m !== from);
    modules.set(from, [...new Set([...(modules.get(from) ?? []), ...to])]);
  }
  return { files, modules };
}

const eslint = new ESLint({ cwd: process.cwd() });
const ruleHits = async (filePath: string, specifier: string) => {
  const code = `import { thing } from '${specifier}';\nexport const y = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).length;
};

describe('server layers (docs/architecture.md, Layers)', () => {
  it('keeps lib, db, storage and context below access, the modules and the plugins', async () => {
    expect(await ruleHits('server/lib/x.ts', '../modules/tweets/tweets.repository.ts')).toBe(1);
    expect(await ruleHits('server/lib/x.ts', '@server/modules/x/x-client.ts')).toBe(1);
    expect(await ruleHits('server/lib/x.ts', '../access/scope.ts')).toBe(1);
    expect(await ruleHits('server/lib/x.ts', '../plugins/auth.ts')).toBe(1);
    expect(await ruleHits('server/db/x.ts', '../modules/media/media.storage.ts')).toBe(1);
    expect(await ruleHits('server/storage/x.ts', '../modules/media/media.storage.ts')).toBe(1);
    expect(await ruleHits('server/context.ts', './modules/x/x-runtime.ts')).toBe(1);
    expect(await ruleHits('server/lib/x.ts', './errors.ts')).toBe(0);
    expect(await ruleHits('server/lib/x.ts', '@common/access.ts')).toBe(0);
    // The demo seed builds data through the modules' own functions: it stands above them.
    expect(await ruleHits('server/db/seed/x.ts', '../../modules/media/media.storage.ts')).toBe(0);
  }, 60_000); // ESLint's first run loads every plugin

  it('keeps the access scope below the modules, and the modules below the plugins', async () => {
    expect(await ruleHits('server/access/x.ts', '../modules/places/places.repository.ts')).toBe(1);
    expect(await ruleHits('server/access/x.ts', '../plugins/auth.ts')).toBe(1);
    expect(await ruleHits('server/access/x.ts', '../lib/tokens.ts')).toBe(0);
    expect(await ruleHits('server/modules/dd/x.ts', '../../plugins/auth.ts')).toBe(1);
    expect(await ruleHits('server/modules/dd/x.ts', '../../access/scope.ts')).toBe(0);
    expect(await ruleHits('server/modules/dd/x.ts', '../tweets/tweets.repository.ts')).toBe(0);
  }, 60_000);

  it('finds cycles, and only cycles', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'd']],
      ['e', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    expect(
      importsOf('server/modules/x/a.ts', "import type { A } from '../y/b.ts';\nawait import('./c.ts');\n"),
    ).toEqual(['server/modules/y/b.ts', 'server/modules/x/c.ts']);
  });

  const { files, modules } = serverGraph();

  it('has no import cycle between files of server/', () => {
    expect(files.size).toBeGreaterThan(100);
    expect(cyclesOf(files)).toEqual([]);
  });

  it('has no import cycle between the modules (server/modules/*)', () => {
    expect(modules.size).toBeGreaterThan(10);
    expect(cyclesOf(modules)).toEqual([]);
  });
});
