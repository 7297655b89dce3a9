/**
 * The processes bench:x-burst drives, kept apart from what it measures: a fresh database on the
 * PostgreSQL server it is given, the real server as its own process (`server/start.ts`, as
 * `npm run serve` runs it, on 127.0.0.1 only), and the CPU time that process and PostgreSQL have
 * used so far, read from Linux's /proc (utime + stime; USER_HZ is 100).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../tests/support/test-db.ts';

/** A new database on the server of DATABASE_URL (or TEST_DATABASE_URL), dropped by `drop()`. */
export async function benchDatabase(): Promise<TestDatabase | null> {
  const base = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  // freshDatabase makes its database next to the one TEST_DATABASE_URL names.
  process.env.TEST_DATABASE_URL = base;
  return freshDatabase();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** `node --import tsx server/start.ts` with `env`; its output goes to `logPath`. A restart may keep its `port`. */
export async function startServer(env: Record<string, string>, logPath: string, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const log = fs.createWriteStream(logPath);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  for (const end = Date.now() + 120_000; ;) {
    if (exited()) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}); see ${logPath}`);
    const ok = await fetch(`${base}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > end) throw new Error(`the server did not answer /api/v1/health in 120 s; see ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    child,
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited()) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          log.end();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** utime, stime, cutime, cstime and the parent pid of a process, or undefined once it is gone. */
function procStat(pid: number): { own: number; children: number; ppid: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      own: (Number(fields[11]) + Number(fields[12])) * 10,
      children: (Number(fields[13]) + Number(fields[14])) * 10,
    };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds a process has used so far (NaN once it is gone). */
export const processCpuMs = (pid: number) => procStat(pid)?.own ?? NaN;

/**
 * CPU milliseconds of the PostgreSQL server holding `db`'s connection: its postmaster, the
 * backends and workers alive now, and those that ended (counted in the postmaster's children).
 */
export async function postgresCpu(db: Kysely<DB>): Promise<() => number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const postmaster = procStat(rows[0]!.pid)?.ppid;
  // A server on another machine has no process here (or an unrelated one under that pid).
  const comm = postmaster ? fs.readFileSync(`/proc/${postmaster}/comm`, 'latin1').trim() : '';
  if (!postmaster || !comm.startsWith('postgres')) return () => NaN;
  return () => {
    const root = procStat(postmaster);
    if (!root) return NaN;
    let ms = root.own + root.children;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = procStat(Number(entry));
      if (child?.ppid === postmaster) ms += child.own;
    }
    return ms;
  };
}
