/**
 * Queries on the media library's folders (docs/spec-notes.md, 'The website's content and its review'): children with
 * what they hold, the path from the top, and the writes. The database decides what a check-then-write could get wrong
 * under two requests at once: the unique index on (parent, lower(name)) refuses a twin name, the foreign keys refuse
 * a vanished parent or a folder that gained a file, and a move runs under a table lock so two moves cannot make a
 * loop together. Those refusals come back as a tagged result, never thrown.
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { DB, MediaFoldersTable } from '../../db/schema.ts';

/** What the database refused: a twin name, a missing parent, a folder that is not empty, a loop. */
export type Refusal = 'taken' | 'missing' | 'notEmpty' | 'loop';
export type Written<T> = { row: T } | { refused: Refusal };

/** The SQLSTATE of a refusal by a unique index or a foreign key (pg and PGlite both name it). */
export function violation(error: unknown): 'unique' | 'foreignKey' | null {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' ? 'unique' : code === '23503' ? 'foreignKey' : null;
}

async function refusing<T>(work: () => Promise<T>, onForeignKey: Refusal): Promise<Written<T>> {
  try {
    return { row: await work() };
  } catch (error) {
    const kind = violation(error);
    if (kind === 'unique') return { refused: 'taken' };
    if (kind === 'foreignKey') return { refused: onForeignKey };
    throw error;
  }
}

/** Folders with how many library files and folders each holds directly. */
const withCounts = (db: Kysely<DB>) =>
  db
    .selectFrom('media_folders as f')
    .selectAll('f')
    .select((eb) => [
      eb
        .selectFrom('media')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('media.folder_id', '=', 'f.id')
        .where('media.in_library', '=', true)
        .as('files'),
      eb
        .selectFrom('media_folders as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.parent_id', '=', 'f.id')
        .as('folders'),
    ]);
export type FolderRow = Awaited<ReturnType<typeof folderWithCounts>> & object;

export const folderById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('media_folders').selectAll().where('id', '=', id).executeTakeFirst();

export const folderWithCounts = (db: Kysely<DB>, id: number) =>
  withCounts(db).where('f.id', '=', id).executeTakeFirst();

/** The folders directly inside a parent (null: the top), by name. */
export const childFolders = (db: Kysely<DB>, parentId: number | null) =>
  withCounts(db)
    .where('f.parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.id')
    .execute();

/** The folder and its ancestors, from the top down (depth-capped, so a damaged loop still ends). */
export async function folderPath(db: Kysely<DB>, id: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`with recursive chain(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from media_folders where id = ${id}
      union all
      select f.id, f.name, f.parent_id, c.depth + 1 from media_folders f join chain c on f.id = c.parent_id
      where c.depth < 1000
    ) select id, name from chain order by depth desc`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export const insertFolder = (
  db: Kysely<DB>,
  values: { name: string; parent_id: number | null; by: number; now: Date },
) =>
  refusing(
    () =>
      db
        .insertInto('media_folders')
        .values({
          name: values.name,
          parent_id: values.parent_id,
          created_by: values.by,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    'missing',
  );

/**
 * Renames or moves a folder. A move into itself or below itself is refused as a loop; the table
 * lock keeps two moves at once (A into B, B into A) from making one together.
 */
export async function updateFolderRow(
  db: Kysely<DB>,
  id: number,
  set: Updateable<MediaFoldersTable>,
): Promise<Written<{ id: number }>> {
  const result = await refusing(
    () =>
      db.transaction().execute(async (trx) => {
        const parent = set.parent_id;
        if (parent != null) {
          await sql`lock table media_folders in share row exclusive mode`.execute(trx);
          if ((await folderPath(trx, parent)).some((f) => f.id === id)) return 'loop' as const;
        }
        return trx.updateTable('media_folders').set(set).where('id', '=', id).returning('id').executeTakeFirst();
      }),
    'missing',
  );
  if ('refused' in result) return result;
  if (result.row === 'loop') return { refused: 'loop' };
  return result.row ? { row: result.row } : { refused: 'missing' };
}

/** Deletes a folder that holds no file and no folder; none deleted when it does (or is gone). */
export const deleteEmptyFolder = (db: Kysely<DB>, id: number) =>
  refusing(
    () =>
      db
        .deleteFrom('media_folders')
        .where('id', '=', id)
        .where(({ and, not, exists, selectFrom }) =>
          and([
            not(exists(selectFrom('media').select('media.id').whereRef('media.folder_id', '=', 'media_folders.id'))),
            not(
              exists(selectFrom('media_folders as c').select('c.id').whereRef('c.parent_id', '=', 'media_folders.id')),
            ),
          ]),
        )
        .returning('id')
        .executeTakeFirst(),
    'notEmpty',
  );
