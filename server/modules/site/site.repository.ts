/**
 * Queries on the website's section versions, their media and their history. A version's items
 * never change once written; a save appends the next version number and marks the head it
 * replaced EDITED in the same transaction, and the unique indexes (one number per section, one
 * open draft, one published version) turn a second writer racing the first into no row, which the
 * service answers as a stale save. The rules themselves are in site.service.ts and site-review.ts.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { OPEN_STATES, type ActivityType, type OpenState, type VersionState } from '@common/site/site-review.ts';
import type { SectionKey } from '@common/site/site-sections.ts';
import type { SectionItem } from '@common/site/site-schema.ts';
import type { Role } from '@common/roles.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * One section's read-decide-write in one transaction: the service reads the versions, applies the
 * review rules and appends or moves, and a failed rule rolls everything back.
 */
export const siteTransaction = <T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.transaction().execute(work);
const personName = sql<string>`accounts.first_name || ' ' || accounts.last_name`;

/** Each section's open draft and published version numbers, with their latest change. */
export const sectionHeads = (db: Db) =>
  db
    .selectFrom('site_versions')
    .select(['section_key', 'version', 'state', 'state_changed_at', 'created_at'])
    .where('state', 'in', [...OPEN_STATES, 'PUBLISHED'])
    .execute();

/** Every version of a section, newest first, with the names of its author and saver. */
export const versionsOf = (db: Db, key: SectionKey) =>
  db
    .selectFrom('site_versions as v')
    .innerJoin('accounts as a', 'a.id', 'v.author_id')
    .innerJoin('accounts as s', 's.id', 'v.saved_by')
    .selectAll('v')
    .select([
      sql<string>`a.first_name || ' ' || a.last_name`.as('author_name'),
      sql<string>`s.first_name || ' ' || s.last_name`.as('saver_name'),
    ])
    .where('v.section_key', '=', key)
    .orderBy('v.version', 'desc')
    .execute();
export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

export const activitiesOf = (db: Db, key: SectionKey) =>
  db
    .selectFrom('site_activities')
    .innerJoin('accounts', 'accounts.id', 'site_activities.actor_id')
    .select([
      'site_activities.version',
      'site_activities.activity_type',
      'site_activities.actor_id',
      'site_activities.comment',
      'site_activities.created_at',
      personName.as('actor_name'),
    ])
    .where('site_activities.section_key', '=', key)
    .orderBy('site_activities.id')
    .execute();
export type ActivityRow = Awaited<ReturnType<typeof activitiesOf>>[number];

export const latestVersionNumber = async (db: Db, key: SectionKey): Promise<number> => {
  const row = await db
    .selectFrom('site_versions')
    .select((eb) => eb.fn.max('version').as('n'))
    .where('section_key', '=', key)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** Moves a version from one state to another; false when it was no longer in that state. */
export async function moveState(db: Db, id: number, from: VersionState, to: VersionState, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('site_versions')
    .set({ state: to, state_changed_at: at })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The live version, if any, becomes ARCHIVED (before another is published). */
export const archivePublished = (db: Db, key: SectionKey, at: Date) =>
  db
    .updateTable('site_versions')
    .set({ state: 'ARCHIVED', state_changed_at: at })
    .where('section_key', '=', key)
    .where('state', '=', 'PUBLISHED')
    .execute();

export interface NewVersion {
  section_key: SectionKey;
  version: number;
  items: SectionItem[];
  state: OpenState;
  author_id: number;
  saved_by: number;
  restored_from: number | null;
  at: Date;
}

/** Appends a version; undefined when another writer took the number or the open slot first. */
export async function insertVersion(db: Db, v: NewVersion, mediaIds: number[]) {
  const row = await db
    .insertInto('site_versions')
    .values({
      section_key: v.section_key,
      version: v.version,
      items: JSON.stringify(v.items),
      state: v.state,
      author_id: v.author_id,
      saved_by: v.saved_by,
      restored_from: v.restored_from,
      created_at: v.at,
      state_changed_at: v.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row && mediaIds.length > 0)
    await db
      .insertInto('site_version_media')
      .values([...new Set(mediaIds)].map((media_id) => ({ version_id: row.id, media_id })))
      .execute();
  return row;
}

export const addActivity = (
  db: Db,
  a: { key: SectionKey; version: number; type: ActivityType; actor: number; comment: string | null; at: Date },
) =>
  db
    .insertInto('site_activities')
    .values({
      section_key: a.key,
      version: a.version,
      activity_type: a.type,
      actor_id: a.actor,
      comment: a.comment,
      created_at: a.at,
    })
    .execute();

/** Which of these ids are images of the media library (the only files a section may show). */
export const libraryImages = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('media')
        .select(['id', 'media_type'])
        .where('id', 'in', ids)
        .where('in_library', '=', true)
        .execute();

/** Every published version with its items. */
export const publishedVersions = (db: Db) =>
  db
    .selectFrom('site_versions')
    .select(['section_key', 'version', 'items', 'state_changed_at'])
    .where('state', '=', 'PUBLISHED')
    .execute();

export const mediaRowsByIds = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('media').selectAll().where('id', 'in', ids).execute();

/** Active accounts of a role, for the notice that a draft waits for them. */
export const activeAccountsOfRole = (db: Db, role: Role) =>
  db
    .selectFrom('accounts')
    .select(['id', 'email_id', 'first_name'])
    .where('role', '=', role)
    .where('is_disabled', '=', false)
    .execute();

export const accountContact = (db: Db, id: number) =>
  db.selectFrom('accounts').select(['id', 'email_id', 'first_name']).where('id', '=', id).executeTakeFirst();
