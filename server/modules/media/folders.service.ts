/**
 * The media library's folders (docs/spec-notes.md, 'The website's content and its review'): list a folder's children
 * with the path to it, make, rename, move and delete folders. The content staff share one library; a role whose
 * 'media.manage' scope is 'own' changes only the folders it made, and another's answers 404 like a missing one. A
 * twin name (case-insensitive), a move into itself or below, and deleting a folder that holds anything answer 409;
 * the database has the last word on each (folders.repository.ts).
 */
import { scopeOf } from '@common/access.ts';
import type { MediaFolder } from '@common/contract/answers/library.ts';
import type { Role } from '@common/roles.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import {
  childFolders,
  deleteEmptyFolder,
  folderById,
  folderPath,
  folderWithCounts,
  insertFolder,
  updateFolderRow,
  type FolderRow,
  type Refusal,
  type Written,
} from './folders.repository.ts';

type Caller = { id: number; role: Role };

const folderShape = (row: FolderRow): MediaFolder => ({
  id: row.id,
  name: row.name,
  parent_id: row.parent_id,
  created_by: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  files: Number(row.files ?? 0),
  folders: Number(row.folders ?? 0),
});

const field = (name: string, message: string) => ({ errors: [{ field: name, message }] });

function refusal(reason: Refusal) {
  if (reason === 'taken') return errors.conflict(LIBRARY_MSG.folderTaken, field('name', LIBRARY_MSG.folderTaken));
  if (reason === 'loop') return errors.conflict(LIBRARY_MSG.folderLoop, field('parent_id', LIBRARY_MSG.folderLoop));
  if (reason === 'notEmpty') return errors.conflict(LIBRARY_MSG.folderNotEmpty);
  return errors.notFound(LIBRARY_MSG.folderNotFound);
}

function written<T>(result: Written<T>): T {
  if ('refused' in result) throw refusal(result.refused);
  return result.row;
}

/** A folder that exists (a parent, a list's folder, an upload's folder); 404 otherwise. */
export async function existingFolder(ctx: AppContext, id: number) {
  const row = await folderById(ctx.db, id);
  if (!row) throw errors.notFound(LIBRARY_MSG.folderNotFound);
  return row;
}

/** A folder the caller may change: with the 'own' scope, only one they made. */
async function manageableFolder(ctx: AppContext, user: Caller, id: number) {
  const row = await folderById(ctx.db, id);
  if (!row || (scopeOf(user.role, 'media.manage') === 'own' && row.created_by !== user.id))
    throw errors.notFound(LIBRARY_MSG.folderNotFound);
  return row;
}

async function shapeById(ctx: AppContext, id: number): Promise<MediaFolder> {
  const row = await folderWithCounts(ctx.db, id);
  if (!row) throw errors.notFound(LIBRARY_MSG.folderNotFound);
  return folderShape(row);
}

export async function listFolders(ctx: AppContext, parent: number | null) {
  if (parent !== null) await existingFolder(ctx, parent);
  const [rows, path] = await Promise.all([
    childFolders(ctx.db, parent),
    parent === null ? Promise.resolve([]) : folderPath(ctx.db, parent),
  ]);
  return { items: rows.map(folderShape), path };
}

export async function createFolder(ctx: AppContext, user: Caller, input: { name: string; parent_id: number | null }) {
  if (input.parent_id !== null) await existingFolder(ctx, input.parent_id);
  const made = written(
    await insertFolder(ctx.db, { name: input.name, parent_id: input.parent_id, by: user.id, now: ctx.clock.now() }),
  );
  return shapeById(ctx, made.id);
}

export async function updateFolder(
  ctx: AppContext,
  user: Caller,
  id: number,
  input: { name?: string | undefined; parent_id?: number | null | undefined },
) {
  await manageableFolder(ctx, user, id);
  if (input.parent_id != null) await existingFolder(ctx, input.parent_id);
  const set = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.parent_id !== undefined ? { parent_id: input.parent_id } : {}),
    updated_at: ctx.clock.now(),
  };
  const done = written(await updateFolderRow(ctx.db, id, set));
  return shapeById(ctx, done.id);
}

export async function deleteFolder(ctx: AppContext, user: Caller, id: number): Promise<MediaFolder> {
  const row = await manageableFolder(ctx, user, id);
  const gone = written(await deleteEmptyFolder(ctx.db, id));
  if (!gone) {
    if (await folderById(ctx.db, id)) throw errors.conflict(LIBRARY_MSG.folderNotEmpty);
    throw errors.notFound(LIBRARY_MSG.folderNotFound);
  }
  return folderShape({ ...row, files: 0, folders: 0 });
}
