/**
 * Posts' entries as the database makes them now, many at a time (docs/log.md, 'Checking the log
 * against the database'): the same bytes as `currentPostEntry` (log-step.ts) gives for one post, read
 * a page of posts per query, and each photo stored before the log began (no media.sha256) hashed from
 * the store once per run. The operator's monitor compares them with the published log; the one-time
 * backfill writes them.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { keyOf, type FileStore } from '../../storage/file-store.ts';
import { postEntry } from './log-entry.ts';
import { postsAfter } from './log-check.repository.ts';

export const PAGE = 500;
/** Below every post id (ids are PostgreSQL integers), so a row inserted with id 0 or less is read too. */
export const FIRST_ID = -2147483648;

/** Hashes of files read from the store, by stored path (a run hashes each file once). */
export type HashCache = Map<string, string | null>;

export interface CurrentEntry {
  postId: number;
  body: string;
}

/** The current entries of up to PAGE posts after `afterId` (only unlogged ones, below `below`, when asked). */
export async function currentEntries(
  db: Kysely<DB> | Transaction<DB>,
  files: FileStore,
  cache: HashCache,
  afterId: number,
  opts: { unlogged?: boolean; below?: number } = {},
): Promise<CurrentEntry[]> {
  const found = await postsAfter(db, afterId, PAGE, opts);
  const out: CurrentEntry[] = [];
  for (const { post, hashes, paths } of found) {
    const photos: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const hash = hashes[i];
      const path = paths[i];
      if (hash || !path) {
        photos.push(hash ?? null);
        continue;
      }
      if (!cache.has(path)) {
        const bytes = await files.read(keyOf(path));
        cache.set(path, bytes ? crypto.createHash('sha256').update(bytes).digest('hex') : null);
      }
      photos.push(cache.get(path)!);
    }
    out.push({ postId: post.id, body: postEntry({ ...post, photos }) });
  }
  return out;
}

/** Every post's current entry, page by page. */
export async function* everyCurrentEntry(db: Kysely<DB>, files: FileStore): AsyncGenerator<CurrentEntry> {
  const cache: HashCache = new Map();
  for (let after = FIRST_ID; ;) {
    const page = await currentEntries(db, files, cache, after);
    yield* page;
    if (page.length < PAGE) return;
    after = page.at(-1)!.postId;
  }
}
