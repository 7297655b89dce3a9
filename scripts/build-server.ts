/**
 * `npm run build:server`: compiles the server to JavaScript in dist-server/ so production runs it on
 * plain `node` (docs/benchmarks.md, 'Server start'): one esbuild bundle per entry (server/start.ts and
 * each operator command in server/cli/), shared code in chunks, the path aliases (@server/, @common/)
 * resolved from tsconfig.json, and every npm package left external, loaded from node_modules at run time
 * (native ones such as argon2 and sharp, and PGlite's WebAssembly, stay where their package put them).
 *
 * The one file the bundle cannot take as it is: server/lib/load-routes.ts finds each module's
 * `*.routes.ts` by listing server/modules/ when it runs. Here it is replaced by a module that imports
 * the same files, found now, in the same order, so the bundle carries every route.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
/** dist-server/, or the folder given (inside the project, so the bundle finds node_modules). */
const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist-server'));
const MODULES = path.join(ROOT, 'server', 'modules');
const LOAD_ROUTES = path.join(ROOT, 'server', 'lib', 'load-routes.ts');
const CLI = path.join(ROOT, 'server', 'cli');

/** The commands an operator runs (server/cli/*.ts that are not helpers of the others). */
const cliEntries = fs
  .readdirSync(CLI)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'read-password.ts')
  .map((file) => path.join(CLI, file));

let routeFiles: string[] = [];

function staticRoutes(): Plugin {
  let replaced = false;
  return {
    name: 'static-routes',
    setup(esbuild) {
      esbuild.onLoad({ filter: /[\\/]server[\\/]lib[\\/]load-routes\.ts$/ }, (args) => {
        if (path.resolve(args.path) !== LOAD_ROUTES) return undefined;
        replaced = true;
        const files = (fs.readdirSync(MODULES, { recursive: true }) as string[])
          .filter((file) => file.endsWith('.routes.ts'))
          .sort();
        routeFiles = files;
        const imports = files.map((file, i) => `import * as m${i} from ${JSON.stringify(path.join(MODULES, file))};`);
        const contents = [
          ...imports,
          `const files = ${JSON.stringify(files)};`,
          `const modules = [${files.map((_, i) => `m${i}`).join(', ')}];`,
          'export async function loadRouteModules() {',
          '  return modules.map((module, i) => {',
          '    if (!module.default?.routes) throw new Error(`${files[i]} does not default-export defineRoutes(...)`);',
          '    return module.default;',
          '  });',
          '}',
        ].join('\n');
        return { contents, loader: 'ts', resolveDir: path.dirname(LOAD_ROUTES) };
      });
      esbuild.onEnd((result) => {
        if (result.errors.length === 0 && !replaced)
          throw new Error(`${path.relative(ROOT, LOAD_ROUTES)} was not in the bundle: the routes would be missing`);
      });
    },
  };
}

fs.rmSync(OUT, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: [path.join(ROOT, 'server', 'start.ts'), ...cliEntries],
  outbase: path.join(ROOT, 'server'),
  outdir: OUT,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [staticRoutes()],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `${path.relative(ROOT, OUT)}/: ${1 + cliEntries.length} entries, ${routeFiles.length} route modules, ` +
    `${Math.round(bytes / 1024)} KB of JavaScript in ${Math.round(performance.now() - started)} ms`,
);
