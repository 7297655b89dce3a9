/**
 * Starts the server: reads the environment, listens, and shuts down cleanly on SIGTERM or SIGINT.
 */
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';

const config = loadConfig();
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
