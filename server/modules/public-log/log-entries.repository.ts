/**
 * Queries on the public log's entries (migration 0016, docs/log.md): the post record an entry is
 * built from, writing an entry in the post's own transaction, and reading entries by index for the
 * tiles, the proofs and the posts' answers. The sequencer's state and lease are in
 * log-state.repository.ts.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The posts an entry is built from, with each photo's stored hash and path (the path to hash the
 * file when its hash is older than migration 0016): one base query for one post and for pages of them.
 */
export const postRecords = (db: Db) =>
  db
    .selectFrom('posts as p')
    .leftJoin('media as m1', 'm1.id', 'p.image_1')
    .leftJoin('media as m2', 'm2.id', 'p.image_2')
    .leftJoin('media as m3', 'm3.id', 'p.image_3')
    .leftJoin('media as m4', 'm4.id', 'p.image_4')
    .select([
      'p.id',
      'p.organization_id',
      'p.day',
      'p.meal',
      'p.status',
      'p.captured_at',
      'p.received_at',
      'p.clock_suspect',
      'p.no_faces_confirmed',
      'p.faces',
      'm1.sha256 as sha1',
      'm2.sha256 as sha2',
      'm3.sha256 as sha3',
      'm4.sha256 as sha4',
      'm1.high_res_path as path1',
      'm2.high_res_path as path2',
      'm3.high_res_path as path3',
      'm4.high_res_path as path4',
    ]);

type RecordRow = Awaited<ReturnType<ReturnType<typeof postRecords>['executeTakeFirstOrThrow']>>;

/** A row of postRecords as the entry needs it: the post, and its photos' hashes and paths by slot. */
export const recordOf = ({ sha1, sha2, sha3, sha4, path1, path2, path3, path4, ...post }: RecordRow) => ({
  post,
  hashes: [sha1, sha2, sha3, sha4],
  paths: [path1, path2, path3, path4],
});

/** One post's record, or undefined when there is no such post. */
export async function postWithPhotos(db: Db, postId: number) {
  const row = await postRecords(db).where('p.id', '=', postId).executeTakeFirst();
  return row && recordOf(row);
}

/**
 * Writes a pending entry; a post's second entry is a no-op (one per post, a unique index decides).
 * The index's predicate is written as a literal: PostgreSQL cannot match a parameter to a partial
 * index's predicate, which fails once a named statement gets its generic plan (after five runs on a
 * connection, server/db/prepared-statements.ts).
 */
export const insertEntry = (
  trx: Db,
  entry: { kind: 'post' | 'amend'; post_id: number; body: string; created_at: Date },
) =>
  trx
    .insertInto('log_entries')
    .values(entry)
    .onConflict((oc) => oc.column('post_id').where('kind', '=', sql.lit('post')).doNothing())
    .execute();

/** The entries with indices lo (included) to hi (excluded), in order. */
export const entriesInRange = (db: Db, lo: number, hi: number) =>
  db
    .selectFrom('log_entries')
    .select(['idx', 'body'])
    .where('idx', '>=', lo)
    .where('idx', '<', hi)
    .orderBy('idx')
    .execute();

/** A post's own entry (not its amendments), logged or pending. */
export const entryOfPost = (db: Db, postId: number) =>
  db
    .selectFrom('log_entries')
    .select(['idx', 'body', 'integrated_at'])
    .where('kind', '=', sql.lit('post'))
    .where('post_id', '=', postId)
    .executeTakeFirst();
