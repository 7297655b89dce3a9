/**
 * Queries of the media library (docs/spec-notes.md, 'The website's content and its review'): the filtered list and
 * its counts by type, one library file, its changes and replacement, where the website uses it, and its deletion. A
 * warden's own list goes through the same filters, scoped to their uploads; the library never holds their photos
 * (`in_library` is false for them). A delete is one statement that refuses while a blocking version names the file,
 * so a draft saved at the same moment cannot lose its picture.
 */
import type { Kysely, Updateable } from 'kysely';
import type { MediaListQuery } from '@common/media-queries.ts';
import type { VersionState } from '@common/site/site-review.ts';
import type { DB, MediaTable } from '../../db/schema.ts';
import { containsPattern } from '../../lib/lists.ts';

/** The whole library, or one uploader's own files. */
export type MediaScope = 'library' | { ownerId: number };
type Filters = Omit<MediaListQuery, 'page' | 'size'>;

function filtered(db: Kysely<DB>, scope: MediaScope, q: Filters) {
  let query = db.selectFrom('media');
  query =
    scope === 'library'
      ? query.where('media.in_library', '=', true)
      : query.where('media.owner_id', '=', scope.ownerId);
  if (q.belongs_to_folder === 'ROOT') query = query.where('media.folder_id', 'is', null);
  else if (typeof q.belongs_to_folder === 'number') query = query.where('media.folder_id', '=', q.belongs_to_folder);
  if (q.media_types) query = query.where('media.media_type', 'in', q.media_types);
  if (q.created_by !== null) query = query.where('media.owner_id', '=', q.created_by);
  if (q.unused)
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('site_version_media as u').select('u.media_id').whereRef('u.media_id', '=', 'media.id'))),
    );
  if (q.search) {
    const like = containsPattern(q.search);
    query = query.where((eb) =>
      eb.or([
        eb('media.original_name', 'ilike', like),
        eb('media.alt_en', 'ilike', like),
        eb('media.alt_kn', 'like', like),
      ]),
    );
  }
  return query;
}

/** One page of the filtered files, newest or oldest first, and how many there are. */
export async function mediaPage(db: Kysely<DB>, scope: MediaScope, q: MediaListQuery) {
  const base = filtered(db, scope, q);
  const order = q.created_on === 'OLDEST' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base
      .selectAll('media')
      .orderBy('media.created_at', order)
      .orderBy('media.id', order)
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many filtered files there are of each type (types without any are absent). */
export const mediaTypeCounts = (db: Kysely<DB>, q: Filters) =>
  filtered(db, 'library', q)
    .select((eb) => ['media.media_type', eb.fn.countAll<number>().as('n')])
    .groupBy('media.media_type')
    .execute();

export const libraryMediaById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('media').selectAll().where('id', '=', id).where('in_library', '=', true).executeTakeFirst();

/** Changes a library file's name, alt text or folder (a vanished folder is the caller's foreign-key error). */
export const updateLibraryMedia = (db: Kysely<DB>, id: number, set: Updateable<MediaTable>) =>
  db
    .updateTable('media')
    .set(set)
    .where('id', '=', id)
    .where('in_library', '=', true)
    .returningAll()
    .executeTakeFirst();

/** Points the file at its new version; no row when another replacement came first. */
export const replaceLibraryFile = (db: Kysely<DB>, id: number, fromVersion: number, set: Updateable<MediaTable>) =>
  db
    .updateTable('media')
    .set({ ...set, version: fromVersion + 1 })
    .where('id', '=', id)
    .where('in_library', '=', true)
    .where('version', '=', fromVersion)
    .returningAll()
    .executeTakeFirst();

/** Every section version that names the file, newest first. */
export const mediaUses = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('site_version_media as u')
    .innerJoin('site_versions as v', 'v.id', 'u.version_id')
    .select(['v.section_key', 'v.version', 'v.state'])
    .where('u.media_id', '=', id)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();

/** Deletes a library file unless a version in a blocking state names it; answers its files. */
export const deleteLibraryMedia = (db: Kysely<DB>, id: number, blocking: readonly VersionState[]) =>
  db
    .deleteFrom('media')
    .where('id', '=', id)
    .where('in_library', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('site_version_media as u')
            .innerJoin('site_versions as v', 'v.id', 'u.version_id')
            .select('u.media_id')
            .whereRef('u.media_id', '=', 'media.id')
            .where('v.state', 'in', [...blocking]),
        ),
      ),
    )
    .returning(['high_res_path', 'low_res_path'])
    .executeTakeFirst();
