/**
 * Runs the real server for browser tests: the built PWA from dist/, a fresh PGlite in a temporary
 * DATA_DIR with the demo seed (a copy of the run's template: tests/support/db-template.ts), codes
 * written to DATA_DIR/outbox as a person would find them.
 * A test may pass the server's own overrides (its clock, no demo posts) and its PORT.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@server/config.ts';
import { createServer, type ServerOverrides } from '@server/server.ts';
import { systemClock } from '@server/lib/clock.ts';
import { templateFor, UNTEMPLATED_ENV } from '../../support/db-template.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Kills the server and starts a new one on the same port and DATA_DIR (its PGlite data kept). */
  restart(): Promise<void>;
  /** Waits for the newest code mailed (or texted) to `to` after `since`. */
  codeFor(to: string, since: number): Promise<string>;
}

export async function startServer(
  env: Record<string, string> = {},
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const dist = path.resolve('dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-e2e-'));
  // No weekly reports made at start unless a test asks (they would load the box and mail the DDs),
  // and no rate limits: every browser of every test signs in from 127.0.0.1 (rate-limits.test.ts has them).
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    STATIC_DIR: dist,
    WEEKLY_REPORTS: 'off',
    RATE_LIMITS: 'off',
    ...env,
  });
  const options: ServerOverrides = { checkAnswers: true, ...overrides };
  // The data directory starts as a copy of the template's (database, secret key, demo media).
  const plan = {
    seed: config.SEED,
    posts: options.seedPosts ?? true,
    now: (options.clock ?? systemClock).now(),
  } as const;
  const template = UNTEMPLATED_ENV.some((name) => env[name] !== undefined) ? null : await templateFor(plan, 'pglite');
  template?.copyInto(dataDir, true);
  const app = await createServer(config, template ? { ...options, afterMigrate: template.afterMigrate } : options);
  // A free port unless the test chose one (X's sign-in must come back to a known PUBLIC_URL).
  await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const outbox = path.join(dataDir, 'outbox');
  const port = address.port;
  const running: RunningServer = {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await running.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      // Drops open connections at once, as a crash would, instead of waiting for them.
      running.app.server.closeAllConnections();
      await running.app.close();
      running.app = await createServer(config, options);
      await running.app.listen({ port, host: '127.0.0.1' });
    },
    async codeFor(to, since) {
      for (let i = 0; i < 100; i += 1) {
        const files = fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .filter((f) => f.endsWith('.json'))
              .sort()
              .reverse()
          : [];
        for (const file of files) {
          const message = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
            to: string;
            text: string;
            at: string;
          };
          if (message.to === to && Date.parse(message.at) >= since) {
            const code = message.text.match(/\b\d{6}\b/)?.[0];
            if (code) return code;
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code reached the outbox for ${to}`);
    },
  };
  return running;
}
