/**
 * Queries of the operator's monitor (`npm run log:check`, log-check.service.ts) and of the one-time
 * backfill of the posts from before the log began (log-backfill.ts): posts page by page with each
 * photo's stored hash and path (what their entries are built from), every row of log_entries, and
 * the posts that have no entry. Kept apart from log-entries.repository.ts, which the sequencer uses.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { postRecords, recordOf } from './log-entries.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Up to `limit` posts with ids above `afterId` (only those with no entry when `unlogged`), by id. */
export async function postsAfter(
  db: Db,
  afterId: number,
  limit: number,
  opts: { unlogged?: boolean; below?: number } = {},
) {
  let query = postRecords(db).where('p.id', '>', afterId);
  if (opts.below !== undefined) query = query.where('p.id', '<', opts.below);
  if (opts.unlogged)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('log_entries as e')
            .select('e.id')
            .whereRef('e.post_id', '=', 'p.id')
            .where('e.kind', '=', sql.lit('post')),
        ),
      ),
    );
  const rows = await query.orderBy('p.id').limit(limit).execute();
  return rows.map(recordOf);
}

/** Every row of log_entries, in the order they were written. */
export const allEntryRows = (db: Db) =>
  db.selectFrom('log_entries').select(['id', 'kind', 'post_id', 'idx', 'body', 'created_at']).orderBy('id').execute();

/** The lowest post id any post entry names (null when the log has no post entry). */
export async function lowestLoggedPost(db: Db): Promise<number | null> {
  const row = await sql<{ n: number | null }>`select min(post_id) as n from log_entries where kind = 'post'`.execute(
    db,
  );
  const n = row.rows[0]?.n;
  return n === null || n === undefined ? null : Number(n);
}

/**
 * Writes many post entries at once (the backfill); a post that has one already keeps it. The
 * predicate is a literal, as in insertEntry (log-entries.repository.ts), for PostgreSQL's sake.
 */
export async function insertPostEntries(trx: Db, rows: { post_id: number; body: string; created_at: Date }[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('log_entries')
    .values(rows.map((r) => ({ ...r, kind: 'post' as const })))
    .onConflict((oc) => oc.column('post_id').where('kind', '=', sql.lit('post')).doNothing())
    .execute();
}

/** Runs the backfill's reads and writes in one transaction: all of its entries are written, or none. */
export const inOneTransaction = <T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.transaction().execute(work);
