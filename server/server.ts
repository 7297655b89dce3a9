/**
 * Builds a ready Fastify instance: opens and migrates the database, seeds demo data on an empty one,
 * and registers the app plugin. Tests call this with their own config and clock.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import path from 'node:path';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { app } from './app.ts';
import { scheduleSweep } from './modules/media/media.sweep.ts';
import { attachRenditionQueue } from './modules/media/rendition-queue.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { DB } from './db/schema.ts';
import { isEmpty, seedDemo } from './db/seed/demo.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { deriveKeys, loadSecret } from './lib/secrets.ts';
import { createMessenger, type Messenger } from './lib/messenger.ts';
import { createCaches } from './lib/caches.ts';
import { watchLoopDelay } from './lib/loop-delay.ts';
import { attachCacheBus, type CacheBus } from './db/cache-bus.ts';
import { clientErrorHandler, frameworkErrors, refuseTunnel } from './lib/wire-errors.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { settleBody } from './plugins/settle-body.ts';
import { requestForLog } from './lib/log-url.ts';
import { attachX, type XRuntimeOptions } from './modules/x/x-runtime.ts';
import { attachWeeklyReports } from './modules/reports/reports.job.ts';
import { openFileStore, type FileStore } from './storage/file-store.ts';
import { PostInsertSteps } from './lib/post-insert-steps.ts';
import { attachPublicLog, createPublicLog } from './modules/public-log/log-runtime.ts';
import { attachWitnessing } from './modules/public-log/log-witnessing.ts';

export interface ServerOverrides {
  clock?: Clock;
  messenger?: Messenger;
  /** Tests that do not read the demo posts skip making them (a few seconds each). */
  seedPosts?: boolean;
  /** Tests: every answer is held to its schema (plugins/answer-check.ts). */
  checkAnswers?: boolean;
  /** Tests: the X worker's tuning, or not started at all. */
  x?: XRuntimeOptions;
  /** Tests: the in-memory PGlite starts from this dump of a migrated, seeded database (docs/testing.md). */
  pgliteImage?: Blob;
  /** Tests: runs after the migrations, before the seed (a copied database's times moved to the test's clock). */
  afterMigrate?: (db: Kysely<DB>) => Promise<void>;
}

export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.body.password'],
      // One-time secrets in a query (X's code and state on x/callback) never reach the log.
      serializers: { req: requestForLog },
    },
    // Only the proxies named in TRUST_PROXY may set the client's address through X-Forwarded-For.
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // Hostile requests answer in the envelope too (lib/wire-errors.ts); a missing Host header is
    // refused by plugins/input-guard.ts instead of by Node's bare 400.
    clientErrorHandler,
    frameworkErrors,
    http: { requireHostHeader: false },
  });
  fastify.server.on('connect', refuseTunnel);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    image: overrides.pgliteImage,
  });
  let bus: CacheBus | null = null;
  let files: FileStore | null = null;
  try {
    files = await openFileStore(config);
    await migrateToLatest(database.db);
    await overrides.afterMigrate?.(database.db);
    const keys = deriveKeys(loadSecret(config.SECRET_KEY, config.dataDir));
    if (config.SEED === 'demo' && (await isEmpty(database.db))) {
      fastify.log.info('seeding demo data');
      await seedDemo(database.db, keys, files, (overrides.clock ?? systemClock).now(), overrides.seedPosts ?? true);
    }
    const ctx: AppContext = {
      config,
      db: database.db,
      dbKind: database.kind,
      clock: overrides.clock ?? systemClock,
      keys,
      messenger:
        overrides.messenger ??
        createMessenger({
          smtpUrl: config.SMTP_URL,
          mailFrom: config.MAIL_FROM,
          smsWebhookUrl: config.SMS_WEBHOOK_URL,
          outboxDir: path.join(config.dataDir, 'outbox'),
          log: fastify.log,
        }),
      files,
      renditions: attachRenditionQueue(fastify, database.db, files),
      caches: createCaches(config.CACHE_SECONDS, overrides.clock ?? systemClock),
      x: null,
      loopDelay: watchLoopDelay(),
      postInsertSteps: new PostInsertSteps(),
      publicLog: createPublicLog(config),
    };
    // Other processes on the same PostgreSQL hear this one's cache forgets, and it hears theirs.
    bus =
      database.kind === 'postgres' && config.DATABASE_URL && config.CACHE_SECONDS > 0
        ? attachCacheBus({ url: config.DATABASE_URL, db: database.db, caches: ctx.caches, log: fastify.log })
        : null;
    await bus?.ready;
    // onClose hooks run last-added first: added before the workers below (X, the public log, its
    // witnesses, the weekly reports), this one closes the database after they have all stopped.
    fastify.addHook('onClose', async () => {
      await bus?.close();
      await ctx.renditions.close();
      ctx.loopDelay.stop();
      files?.close();
      await database.close();
    });
    ctx.x = attachX(fastify, ctx, overrides.x);
    attachPublicLog(fastify, ctx);
    attachWitnessing(fastify, ctx);
    attachWeeklyReports(fastify, ctx);
    await fastify.register(settleBody);
    await fastify.register(inputGuard);
    await fastify.register(app, { ctx, checkAnswers: overrides.checkAnswers ?? false });
    scheduleSweep(fastify);
    await fastify.ready();
    return fastify;
  } catch (error) {
    await bus?.close();
    files?.close();
    await database.close();
    throw error;
  }
}
