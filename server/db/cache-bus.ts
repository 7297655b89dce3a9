/**
 * Several server processes on one PostgreSQL (docs/spec-notes.md, 'Several processes') keep their in-memory caches
 * honest through LISTEN/NOTIFY: every forget a process makes (an account disabled, a password set, a console write
 * that clears the statistics) is sent on the `hm_cache` channel and applied by every other process at once, so none
 * serves a stale answer for up to CACHE_SECONDS. While this process is not listening (at start, or after the
 * listening connection broke) its caches are off, since a forget sent meanwhile would be lost; it reconnects with a
 * growing pause (1 s to 30 s) and turns them on again, empty. PGlite is one process and needs none of this.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './schema.ts';
import type { Caches } from '../lib/caches.ts';
import type { CacheChange } from '../lib/ttl-cache.ts';

export const CACHE_CHANNEL = 'hm_cache';
const NAMES = ['tokens', 'accounts', 'answers'] as const;
type Name = (typeof NAMES)[number];
interface Message {
  from: string;
  cache: Name;
  change: CacheChange;
}

export interface CacheBus {
  /** Whether this process hears the others now (its caches are on). */
  readonly listening: boolean;
  /** Settled when the first attempt to listen has succeeded or failed. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

function parse(payload: string | undefined): Message | null {
  try {
    const m = JSON.parse(payload ?? '') as Partial<Message>;
    const ok = typeof m.from === 'string' && NAMES.includes(m.cache as Name) && typeof m.change?.op === 'string';
    return ok ? (m as Message) : null;
  } catch {
    return null;
  }
}

export function attachCacheBus(opts: {
  url: string;
  db: Kysely<DB>;
  caches: Caches;
  log: FastifyBaseLogger;
  firstRetryMs?: number;
}): CacheBus {
  const me = crypto.randomUUID();
  const firstRetry = opts.firstRetryMs ?? 1000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = firstRetry;
  const setListening = (on: boolean) => NAMES.forEach((name) => opts.caches[name].suspend(!on));

  for (const name of NAMES)
    opts.caches[name].relay = (change) => {
      const payload = JSON.stringify({ from: me, cache: name, change } satisfies Message);
      sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`.execute(opts.db).catch((error: unknown) => {
        opts.log.error({ err: error }, 'cache change not sent to the other processes');
      });
    };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, 30_000);
  };
  const lost = (c: pg.Client, error?: unknown) => {
    if (client !== c) return;
    client = null;
    setListening(false);
    if (!closed) opts.log.warn({ err: error }, 'cache channel lost: caches off until it is back');
    c.end().catch(() => undefined);
    schedule();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: opts.url });
    c.on('notification', (n) => {
      const m = parse(n.payload);
      if (m && m.from !== me) opts.caches[m.cache].apply(m.change);
    });
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed) return void (await c.end());
      client = c;
      pause = firstRetry;
      setListening(true);
    } catch (error) {
      opts.log.warn({ err: error }, 'cache channel not reachable: caches off, trying again');
      c.end().catch(() => undefined);
      schedule();
    }
  }

  setListening(false);
  const ready = connect();
  return {
    ready,
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
