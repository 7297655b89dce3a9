/**
 * A file the seed (or a benchmark's data) stores as if it had been uploaded and used: kept by the
 * media store as an upload is (`storeMedia`), then one row in `media`, marked used at `now`. The demo's
 * photos, the website's banners and the review queue bench's photos all go through here, with the
 * columns that set them apart (`more`: the library's folder and alt texts, a list rendition made at once).
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB, MediaTable } from '../schema.ts';
import { storeMedia, storedColumns, type Stored } from '../../modules/media/media.storage.ts';
import type { Sniffed } from '../../modules/media/file-sniff.ts';
import type { FileStore } from '../../storage/file-store.ts';

export interface SeedFile {
  bytes: Buffer;
  kind: Sniffed;
  ownerId: number;
  /** The original file name, e.g. `kitchen.jpg`. */
  name: string;
  now: Date;
}

/** Stores the file and answers its media id; `more` (given the stored file) adds or overrides columns. */
export async function storeSeedMedia(
  db: Kysely<DB>,
  files: FileStore,
  file: SeedFile,
  more: (stored: Stored) => Promise<Partial<Insertable<MediaTable>>> | Partial<Insertable<MediaTable>> = () => ({}),
): Promise<number> {
  const stored = await storeMedia(files, file.bytes, file.kind, file.now);
  const row = await db
    .insertInto('media')
    .values({
      owner_id: file.ownerId,
      idempotency_key: null,
      media_type: file.kind.mediaType,
      ...storedColumns(stored, file.kind, file.bytes.length),
      original_name: file.name,
      original_ext: file.name.split('.').pop() ?? file.kind.ext,
      used_at: file.now,
      created_at: file.now,
      ...(await more(stored)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
