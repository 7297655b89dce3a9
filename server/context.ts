/**
 * What every route and service may use, built once per app: settings, database, clock, keys and
 * the messenger. Tests build it with a fake clock or an in-memory database.
 */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { Keys } from './lib/secrets.ts';
import type { Messenger } from './lib/messenger.ts';

export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  keys: Keys;
  messenger: Messenger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
