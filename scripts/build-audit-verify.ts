/**
 * Part of `npm run build`, after `vite build`: bundles the public audit page's one script
 * (src/audit-verify/main.ts, the in-browser check of the public log, docs/log.md) on its own into
 * dist/audit-verify-<hash>.js. It is not part of the PWA: the audit page is rendered by the server,
 * which finds this file by its name (server/modules/audit-page/audit-verify-script.ts) and allows
 * exactly it in the page's security policy. The hash in the name lets it be cached for a year.
 */
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));

const result = await build({
  entryPoints: { 'audit-verify': path.join(ROOT, 'src', 'audit-verify', 'main.ts') },
  entryNames: '[name]-[hash]',
  outdir: OUT,
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  metafile: true,
  logLevel: 'warning',
});
for (const [file, { bytes }] of Object.entries(result.metafile.outputs))
  console.log(`${path.relative(ROOT, file)}: ${(bytes / 1024).toFixed(1)} KB`);
