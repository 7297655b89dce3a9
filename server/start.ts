/**
 * Starts the server: reads the environment, listens, and shuts down cleanly on SIGTERM or SIGINT.
 * With WORKERS above 1 (PostgreSQL only: the embedded database is one process's), this process
 * becomes node:cluster's primary and runs that many server processes on the one port: the first
 * starts alone (it migrates and, on an empty database, seeds), then the others; one that dies is
 * replaced; a signal is passed to every worker, and the primary ends when they have.
 */
import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';

const config = loadConfig();

async function serve(): Promise<void> {
  const server = await createServer(config);
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await server.listen({ port: config.PORT, host: config.HOST });
}

function primary(workers: number): void {
  if (!config.DATABASE_URL?.startsWith('postgres')) {
    console.error('WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded database serves one process.');
    process.exit(2);
  }
  let stopping = false;
  const running = () => Object.keys(cluster.workers ?? {}).length;
  // The first migrates and seeds alone; the rest start once one listens.
  cluster.fork();
  cluster.on('listening', () => {
    while (!stopping && running() < workers) cluster.fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running() === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another in a second`);
    setTimeout(() => !stopping && cluster.fork(), 1000);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(1), 15_000).unref();
    });
}

if (config.WORKERS > 1 && cluster.isPrimary) primary(config.WORKERS);
else await serve();
