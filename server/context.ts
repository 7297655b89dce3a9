/**
 * What every route and service may use, built once per app: settings, database, clock, keys and
 * the messenger, the file store and the rendition queue. Tests build it with a fake clock or an in-memory database.
 * It sits below the modules (docs/architecture.md, 'Layers'): the rendition queue and publishing to
 * X are declared here as the small interfaces the rest of the app uses, and their modules add the
 * rest of their types to them (declaration merging), so this file imports nothing from modules/.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { Keys } from './lib/secrets.ts';
import type { Messenger } from './lib/messenger.ts';
import type { Caches } from './lib/caches.ts';
import type { FileStore } from './storage/file-store.ts';
import type { LoopDelay } from './lib/loop-delay.ts';
import type { PostInsertSteps } from './lib/post-insert-steps.ts';

/** The photo renditions' queue (modules/media/rendition-queue.ts adds the rest of its class). */
export interface Renditions {
  /** An upload left a photo needing its list rendition. */
  wake(): void;
  /** Resolves when this process has no rendition left to make (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Publishing to X as the rest of the app sees it (modules/x/x-runtime.ts adds its client and worker). */
export interface XPublishing {
  /** Wakes this process's worker: a post was queued, or a retry asked for. */
  poke(): void;
}

/** The public log's sequencer as the rest of the app sees it (modules/public-log/log-runtime.ts adds the rest). */
export interface PublicLog {
  /** An entry was written: sequence it with the next batch. */
  wake(): void;
}

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
  renditions: Renditions;
  caches: Caches;
  /** Publishing to X; null while X_CLIENT_ID and X_CLIENT_SECRET are unset. */
  x: XPublishing | null;
  /** The event loop's delay over the last minute, for `GET health`. */
  loopDelay: LoopDelay;
  /** What runs inside a post's insert transaction (X's queue, the log's entry); this app's own list. */
  postInsertSteps: PostInsertSteps;
  /** The signed public log (docs/log.md). */
  publicLog: PublicLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
