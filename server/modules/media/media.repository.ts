/**
 * Queries on uploaded media: the idempotent insert, the rendition queue's reads and writes, the
 * orphan sweep, and the photos of posts. What may be uploaded and who may see a file is decided in
 * media.service.ts; the lists and the media library's queries are in library.repository.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB, MediaTable } from '../../db/schema.ts';

export const mediaByKey = (db: Kysely<DB>, ownerId: number, key: string) =>
  db
    .selectFrom('media')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/** No row when a twin with the same owner and Idempotency-Key was stored first (a unique index decides). */
export const insertMedia = (db: Kysely<DB>, values: Insertable<MediaTable>) =>
  db
    .insertInto('media')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['owner_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();

export const mediaRowById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

/** Tries at a photo's list rendition before lists keep showing its full image. */
export const MAX_RENDITION_ATTEMPTS = 3;

/** Phone-ready photos without their list rendition that are still to be tried. */
const pendingPhotos = (db: Kysely<DB>) =>
  db
    .selectFrom('media')
    .where('low_res_path', 'is', null)
    .where('current_ext', '=', 'jpg')
    .where('media_type', '=', 'image')
    .where('rendition_attempts', '<', MAX_RENDITION_ATTEMPTS);

/** Photos still to try or being made now (a last try holds its lease until it ends). */
export const countPendingRenditions = async (db: Kysely<DB>, now: Date) =>
  Number(
    (
      await db
        .selectFrom('media')
        .where('low_res_path', 'is', null)
        .where('current_ext', '=', 'jpg')
        .where('media_type', '=', 'image')
        .where((eb) =>
          eb.or([eb('rendition_attempts', '<', MAX_RENDITION_ATTEMPTS), eb('rendition_lease_until', '>', now)]),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Claims the oldest pending photo no process holds, for `leaseMs`, counting the attempt; another
 * process's claim is skipped, not waited for (SKIP LOCKED), and one whose lease ended is taken.
 */
export const claimRendition = (db: Kysely<DB>, now: Date, leaseMs: number) =>
  db.transaction().execute(async (trx) => {
    const due = await pendingPhotos(trx)
      .select('id')
      .where((eb) => eb.or([eb('rendition_lease_until', 'is', null), eb('rendition_lease_until', '<', now)]))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    return trx
      .updateTable('media')
      .set((eb) => ({
        rendition_lease_until: new Date(now.getTime() + leaseMs),
        rendition_attempts: eb('rendition_attempts', '+', 1),
      }))
      .where('id', '=', due.id)
      .returning(['id', 'high_res_path'])
      .executeTakeFirstOrThrow();
  });

/**
 * Lets go of a claim after a failed attempt (`giveUp`: no further attempt, the photo has no file),
 * unless the photo has had a new file since (a replacement starts afresh).
 */
export const releaseRendition = (db: Kysely<DB>, id: number, highResPath: string, giveUp: boolean) =>
  db
    .updateTable('media')
    .set({
      rendition_lease_until: null,
      ...(giveUp ? { rendition_attempts: MAX_RENDITION_ATTEMPTS } : {}),
    })
    .where('id', '=', id)
    .where('high_res_path', '=', highResPath)
    .execute();

/**
 * Sets the rendition unless the photo is gone, already has one, or was replaced since it was read
 * (a library file's new version, docs/spec-notes.md, 'The website's content and its review'): then no row is updated.
 */
export const setRendition = (db: Kysely<DB>, id: number, highResPath: string, lowResPath: string) =>
  db
    .updateTable('media')
    .set({ low_res_path: lowResPath, rendition_lease_until: null })
    .where('id', '=', id)
    .where('high_res_path', '=', highResPath)
    .where('low_res_path', 'is', null)
    .executeTakeFirst();

/** Deletes media never used and older than the cutoff; answers their files to remove. */
export const deleteOrphans = (db: Kysely<DB>, cutoff: Date) =>
  db
    .deleteFrom('media')
    .where('used_at', 'is', null)
    // The media library's files (docs/spec-notes.md, 'The website's content and its review') are kept until someone
    // deletes them.
    .where('in_library', '=', false)
    .where('created_at', '<', cutoff)
    // A post may point at a photo without having marked it used (the demo seed shares photos).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('posts')
            .select('posts.id')
            .where((eb) =>
              eb.or([
                eb('posts.image_1', '=', eb.ref('media.id')),
                eb('posts.image_2', '=', eb.ref('media.id')),
                eb('posts.image_3', '=', eb.ref('media.id')),
                eb('posts.image_4', '=', eb.ref('media.id')),
              ]),
            ),
        ),
      ),
    )
    .returning(['high_res_path', 'low_res_path'])
    .execute();

/** Which of these ids are images of this owner. */
export const ownedImages = (db: Kysely<DB>, ownerId: number, ids: number[]) =>
  db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .where('media_type', '=', 'image')
    .execute();

export const mediaByIds = (db: Kysely<DB>, ids: number[]) =>
  db.selectFrom('media').selectAll().where('id', 'in', ids).execute();
