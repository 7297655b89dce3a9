/**
 * `WORKERS=2 npm start` on PostgreSQL (docs/spec-notes.md, 'Several processes'): node:cluster runs two server
 * processes on one port, the first alone (it migrates and seeds the empty database), then the second; both answer;
 * SIGTERM to the primary stops them all and it exits 0. With the embedded database, more than one worker is refused
 * with a clear message. The PostgreSQL part runs in CI's second phase.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/test-db.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-workers-'));
let database: TestDatabase | null = null;
let child: ChildProcess | null = null;

function start(env: Record<string, string>): { child: ChildProcess; lines: string[]; ended: Promise<number | null> } {
  const all: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    PORT: '0',
    LOG_LEVEL: 'info',
    WEEKLY_REPORTS: 'off',
    ...env,
  };
  // An empty value means 'not set' (the embedded database).
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: Object.fromEntries(Object.entries(all).filter(([, value]) => value)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const ended = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { child: proc, lines, ended };
}

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS', () => {
  it('refuses more than one worker on the embedded database', async () => {
    const run = start({ WORKERS: '2', DATABASE_URL: '' });
    expect(await run.ended).toBe(2);
    expect(run.lines.join('\n')).toContain('WORKERS above 1 needs PostgreSQL');
  });

  it.skipIf(!onPostgres)(
    'runs two server processes on one port, and stops them on SIGTERM',
    async () => {
      database = await freshDatabase();
      const run = start({ WORKERS: '2', DATABASE_URL: database.url });
      child = run.child;
      const listening = () =>
        run.lines
          .map((line) => {
            try {
              return JSON.parse(line) as { msg?: string; pid?: number };
            } catch {
              return {};
            }
          })
          .filter((entry) => entry.msg?.startsWith('Server listening at'));
      await expect.poll(() => new Set(listening().map((e) => e.pid)).size, { timeout: 90_000, interval: 200 }).toBe(2);
      const urls = new Set(listening().map((e) => /http:\/\/[^\s]+/.exec(e.msg ?? '')?.[0]));
      expect(urls.size).toBe(1);
      const [url] = [...urls];
      for (let i = 0; i < 10; i++) expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.ended).toBe(0);
      child = null;
    },
    120_000,
  );
});
