/**
 * Server start time (docs/benchmarks.md, 'Server start'): from spawning the process to the first 200
 * from GET /api/v1/health, for each command given (default: the compiled server and the TypeScript one
 * through tsx). One DATA_DIR is migrated and seeded by a first, unmeasured start, so each measured run
 * is a restart, as in production. Runs alternate between the commands; prints the median of N.
 *
 *   npx tsx scripts/bench/server-start.ts [runs] ['node dist-server/start.js' 'npx tsx server/start.ts' …]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

const [runsArg, ...commandArgs] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const commands =
  commandArgs.length > 0 ? commandArgs : ['node dist-server/start.js', 'node_modules/.bin/tsx server/start.ts'];

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** CPU seconds (user + system) used so far by `pid` and its descendants (Linux's /proc; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => {
      try {
        // After the command's name, in parentheses: state, ppid, … utime (14th field), stime (15th).
        const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return { pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
      } catch {
        return null;
      }
    })
    .filter((stat) => stat !== null);
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const stat of stats)
      if (tree.has(stat.ppid) && !tree.has(stat.pid)) {
        tree.add(stat.pid);
        grown = true;
      }
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / 100;
}

interface Start {
  ms: number;
  cpu: number;
}

/** Starts `command`, returns the time until /api/v1/health answers 200 and the CPU used by then, and stops it. */
async function timeStart(command: string, dataDir: string): Promise<Start> {
  const port = await freePort();
  const [file = '', ...args] = command.split(' ');
  const started = performance.now();
  const child: ChildProcess = spawn(file, args, {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', WEEKLY_REPORTS: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  let elapsed = 0;
  let cpu = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ended with ${child.exitCode} before answering`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 300_000) throw new Error(`${command} did not answer within 5 minutes`);
      // A poll every 5 ms: the measure's resolution, not a wait for an outcome.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    elapsed = performance.now() - started;
    cpu = fs.existsSync('/proc/self/stat') && child.pid ? cpuSeconds(child.pid) : 0;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  return { ms: elapsed, cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-start-'));
try {
  const first = await timeStart(commands[0] ?? '', dataDir);
  console.log(`first start (migrate and seed) with ${commands[0]}: ${Math.round(first.ms)} ms, ${first.cpu} s CPU`);
  const times = new Map<string, Start[]>(commands.map((command) => [command, []]));
  for (let i = 0; i < runs; i += 1)
    for (const command of commands) times.get(command)?.push(await timeStart(command, dataDir));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  for (const [command, starts] of times) {
    const ms = starts.map((start) => Math.round(start.ms));
    const cpu = starts.map((start) => start.cpu);
    console.log(
      `${command}: median ${median(ms)} ms of ${starts.length} (${ms.join(', ')} ms), ` +
        `CPU median ${median(cpu).toFixed(2)} s (${cpu.map((value) => value.toFixed(2)).join(', ')}), load ${load}`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
