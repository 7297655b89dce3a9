/**
 * The posts from before the log began get their entries once, late (docs/log.md, 'Posts from before
 * the log'). A database that had posts when the log arrived (an upgraded one, or the demo seed,
 * which writes its posts straight into the table) would otherwise leave them out of the log for
 * good, and `log:check` would name every one. At start, in the background, the posts that have no
 * entry and are older than every logged post (ids below the lowest post id in the log, or all of
 * them when the log holds no post yet) get one, in id order, in ONE transaction: all or none, so a
 * kill halfway leaves the rule true and the next start does it again. Their entry is the one the
 * post has now, `received_at` the time it was really received, plus `"backfilled": true`, so anyone
 * reading the log sees it was logged late and that the log proves nothing about when it arrived.
 * A post written later without an entry (a database edit) is not below the lowest logged post, so
 * it is never backfilled: `log:check` keeps naming it.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { inOneTransaction, insertPostEntries, lowestLoggedPost } from './log-check.repository.ts';
import { currentEntries, FIRST_ID, PAGE, type HashCache } from './log-records.ts';

/** The key a backfilled entry carries, and the entry it is made from. */
export const BACKFILLED = 'backfilled';
export const backfilledEntry = (body: string): string =>
  canonicalJson({ ...(JSON.parse(body) as Record<string, unknown>), [BACKFILLED]: true });

/** Writes the entries of the posts from before the log; answers how many. */
export async function backfillPreLogPosts(db: Kysely<DB>, files: FileStore, now: Date): Promise<number> {
  return inOneTransaction(db, async (trx) => {
    const lowest = await lowestLoggedPost(trx);
    const below = lowest ?? undefined;
    const cache: HashCache = new Map();
    let written = 0;
    for (let after = FIRST_ID; ;) {
      const page = await currentEntries(trx, files, cache, after, { unlogged: true, below });
      await insertPostEntries(
        trx,
        page.map(({ postId, body }) => ({ post_id: postId, body: backfilledEntry(body), created_at: now })),
      );
      written += page.length;
      if (page.length < PAGE) return written;
      after = page.at(-1)!.postId;
    }
  });
}

/** Runs the backfill once the server is ready, without holding up its start; close waits for it. */
export function attachLogBackfill(app: FastifyInstance, ctx: AppContext): void {
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = backfillPreLogPosts(ctx.db, ctx.files, ctx.clock.now()).then(
      (n) => {
        if (n === 0) return;
        app.log.info({ posts: n }, 'public log: logged the posts from before the log began');
        ctx.publicLog.wake();
      },
      (error: unknown) => app.log.error({ err: error }, 'public log: logging the posts from before the log failed'),
    );
  });
  app.addHook('onClose', async () => running);
}
