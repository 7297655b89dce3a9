/**
 * What every route and service may use, built once per app: settings, database, clock, keys and
 * the messenger, the file store and the rendition queue. Tests build it with a fake clock or an in-memory database.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { Keys } from './lib/secrets.ts';
import type { Messenger } from './lib/messenger.ts';
import type { RenditionQueue } from './modules/media/rendition-queue.ts';
import type { Caches } from './lib/caches.ts';
import type { XRuntime } from './modules/x/x-runtime.ts';
import type { FileStore } from './storage/file-store.ts';
import type { LoopDelay } from './lib/loop-delay.ts';

export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  keys: Keys;
  messenger: Messenger;
  /** Where media and reports are kept: DATA_DIR or a shared bucket. */
  files: FileStore;
  /** Makes list renditions of photos kept as sent, after their upload was answered. */
  renditions: RenditionQueue;
  caches: Caches;
  /** Publishing to X; null while X_CLIENT_ID and X_CLIENT_SECRET are unset. */
  x: XRuntime | null;
  /** The event loop's delay over the last minute, for `GET health`. */
  loopDelay: LoopDelay;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
