/**
 * A post's entry in the public log, written inside the post's own insert transaction (a post-insert
 * step, lib/post-insert-steps.ts, added by app.ts), so an accepted post is never left out of the log
 * and a refused one never gets in. The photos' hashes were taken when they were stored
 * (media.sha256); a photo stored before the log began is hashed from the store here.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PostInsertStep } from '../../lib/post-insert-steps.ts';
import { keyOf, type FileStore } from '../../storage/file-store.ts';
import { postEntry } from './log-entry.ts';
import { insertEntry, postWithPhotos } from './log-entries.repository.ts';

/** The entry a post has now, from the database and the store (also what `log:check` compares). */
export async function currentPostEntry(
  db: Kysely<DB> | Transaction<DB>,
  files: FileStore,
  postId: number,
): Promise<string | undefined> {
  const found = await postWithPhotos(db, postId);
  if (!found) return undefined;
  const photos = await Promise.all(
    found.hashes.map(async (hash, i) => {
      const path = found.paths[i];
      if (hash || !path) return hash ?? null;
      const bytes = await files.read(keyOf(path));
      return bytes ? crypto.createHash('sha256').update(bytes).digest('hex') : null;
    }),
  );
  return postEntry({ ...found.post, photos });
}

/** The step: the post's entry, pending until the sequencer gives it an index. */
export function logPostEntry(files: FileStore): PostInsertStep {
  return async (trx, post) => {
    const body = await currentPostEntry(trx, files, post.post_id);
    if (body === undefined) return;
    await insertEntry(trx, { kind: 'post', post_id: post.post_id, body, created_at: post.now });
  };
}
