/**
 * The server as production runs it (README.md, 'Production: the server as JavaScript'):
 * `npm run build:server` compiles it to JavaScript, and plain `node` starts that on an empty embedded
 * database, migrates it, listens and answers /health; the API's routes, found by listing files when
 * the TypeScript runs, are all in the bundle; Swagger UI's files, loaded from node_modules, are
 * served; an operator command runs too. Builds into its own folder under .tmp/, so a `npm run build`
 * elsewhere in the tree is not disturbed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outDir = path.resolve('.tmp', `compiled-server-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-compiled-'));
const children = new Set<ReturnType<typeof spawn>>();

interface Run {
  lines: string[];
  ended: Promise<number | null>;
  kill(): void;
}

function run(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-static'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const ended = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { lines, ended, kill: () => child.kill('SIGTERM') };
}

const routeFiles = (fs.readdirSync('server/modules', { recursive: true }) as string[]).filter((file) =>
  file.endsWith('.routes.ts'),
);
let buildOutput = '';

beforeAll(async () => {
  const build = run(['--import', 'tsx', 'scripts/build-server.ts', outDir]);
  expect(await build.ended).toBe(0);
  buildOutput = build.lines.join('\n');
}, 60_000);

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('bundles every module routes file found in server/modules', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(buildOutput).toContain(`${routeFiles.length} route modules`);
    expect(fs.existsSync(path.join(outDir, 'cli', 'admin-create.js'))).toBe(true);
  });

  it('starts on node, migrates an empty database, answers health, the API and its docs, and stops on SIGTERM', async () => {
    const server = run(['--enable-source-maps', path.join(outDir, 'start.js')], {
      PORT: '0',
      SEED: 'none',
      LOG_LEVEL: 'info',
      WEEKLY_REPORTS: 'off',
    });
    const listening = () =>
      server.lines.map((line) => /Server listening at (http:\/\/\S+?)"/.exec(line)?.[1]).find(Boolean);
    await expect.poll(listening, { timeout: 45_000, interval: 100 }).toBeTruthy();
    const base = `${listening()}/api/v1`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    // A route of a module, mounted behind the token check.
    const accounts = await fetch(`${base}/admin/super-admin/auth`);
    expect(accounts.status).toBe(401);
    expect((await fetch(`${base}/docs/`)).status).toBe(200);
    const openapi = (await (await fetch(`${base}/openapi.json`)).json()) as { info: { version: string } };
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(openapi.info.version).toBe(version);
    server.kill();
    expect(await server.ended).toBe(0);
  }, 60_000);

  it('runs an operator command on the same database', async () => {
    const command = run([path.join(outDir, 'cli', 'stats-rebuild.js')]);
    expect(await command.ended).toBe(0);
    expect(command.lines.join('\n')).toMatch(/Rebuilt the roll-ups in \d+ ms: 0 taluk-day rows, 0 district-day rows/);
  }, 30_000);
});
