/**
 * The media library's rules (docs/spec-notes.md, 'The website's content and its review'). The content staff
 * ('media.library') see one shared library of every file they uploaded, with the contract's filters; anyone else's
 * `GET media` stays their own uploads. Only library files are changed, reported on or deleted here: a warden's photo
 * answers 404 even to an admin. A role whose 'media.manage' scope is 'own' changes only its own files. A file a
 * published version or an open draft uses is not deleted (409 lists those uses).
 */
import { can, scopeOf } from '@common/access.ts';
import type { MediaUse } from '@common/contract/answers/library.ts';
import type { MediaListQuery, UpdateMediaInput } from '@common/media-queries.ts';
import { MSG } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import { OPEN_STATES, type VersionState } from '@common/site/site-review.ts';
import { sectionByKey } from '@common/site/site-sections.ts';
import { MEDIA_TYPES, cleanFileName, extensionOf, mediaTypeOfExtension } from '@common/uploads.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { existingFolder } from './folders.service.ts';
import { violation } from './folders.repository.ts';
import {
  deleteLibraryMedia,
  libraryMediaById,
  mediaPage,
  mediaTypeCounts,
  mediaUses,
  updateLibraryMedia,
} from './library.repository.ts';
import { removeFiles } from './media.service.ts';
import { mediaShape, type MediaRow } from './media.shape.ts';
import { listPage } from '../../lib/lists.ts';

type Caller = { id: number; role: Role };

/** States whose versions keep a file they use from being deleted: the published one and open drafts. */
export const BLOCKING_STATES: readonly VersionState[] = [...OPEN_STATES, 'PUBLISHED'];

/** A library file (404 for anything else, a warden's photo included). */
export async function libraryMedia(ctx: AppContext, id: number): Promise<MediaRow> {
  const row = await libraryMediaById(ctx.db, id);
  if (!row) throw errors.notFound(MSG.fileNotFound);
  return row;
}

/** A library file the caller may change: with the 'own' scope, only one they uploaded. */
export async function manageableMedia(ctx: AppContext, user: Caller, id: number): Promise<MediaRow> {
  const row = await libraryMediaById(ctx.db, id);
  if (!row || (scopeOf(user.role, 'media.manage') === 'own' && row.owner_id !== user.id))
    throw errors.notFound(MSG.fileNotFound);
  return row;
}

/** `GET media`: the library for its staff, one's own uploads for anyone else; both filtered. */
export async function listMedia(ctx: AppContext, user: Caller, q: MediaListQuery) {
  if (typeof q.belongs_to_folder === 'number') await existingFolder(ctx, q.belongs_to_folder);
  const scope = can(user.role, 'media.library') ? 'library' : { ownerId: user.id };
  const { rows, total } = await mediaPage(ctx.db, scope, q);
  return listPage(rows.map(mediaShape), total, q.page, q.size);
}

/** `GET media/type`: the library's files of each type under the list's filters, every type listed. */
export async function typeCounts(ctx: AppContext, q: MediaListQuery) {
  if (typeof q.belongs_to_folder === 'number') await existingFolder(ctx, q.belongs_to_folder);
  const counts = await mediaTypeCounts(ctx.db, q);
  const of = (type: string) => Number(counts.find((c) => c.media_type === type)?.n ?? 0);
  return { data: MEDIA_TYPES.map((name) => ({ name, count: of(name) })) };
}

/** A new name, cleaned, that keeps the file's own extension (a typed one of ours is dropped). */
function renamed(name: string, ext: string): string {
  const typed = extensionOf(name);
  const base = typed && mediaTypeOfExtension(typed) ? name.slice(0, -(typed.length + 1)) : name;
  return cleanFileName(`${base}.${ext}`);
}

export async function updateMedia(ctx: AppContext, user: Caller, id: number, input: UpdateMediaInput) {
  const row = await manageableMedia(ctx, user, id);
  const folder = input.belongs_to_folder;
  if (folder != null) await existingFolder(ctx, folder);
  const set = {
    ...(input.name !== undefined ? { original_name: renamed(input.name, row.original_ext) } : {}),
    ...(input.alt?.en !== undefined ? { alt_en: input.alt.en } : {}),
    ...(input.alt?.kn !== undefined ? { alt_kn: input.alt.kn } : {}),
    ...(folder !== undefined ? { folder_id: folder } : {}),
  };
  if (Object.keys(set).length === 0) return mediaShape(row);
  const updated = await updateLibraryMedia(ctx.db, id, set).catch((error: unknown) => {
    // The folder was deleted between the check and the write.
    if (violation(error) === 'foreignKey') throw errors.notFound(LIBRARY_MSG.folderNotFound);
    throw error;
  });
  if (!updated) throw errors.notFound(MSG.fileNotFound);
  return mediaShape(updated);
}

async function usesOf(ctx: AppContext, id: number): Promise<MediaUse[]> {
  const rows = await mediaUses(ctx.db, id);
  return rows.map((r) => ({
    key: r.section_key,
    title: sectionByKey(r.section_key)?.title ?? { en: r.section_key, kn: r.section_key },
    version: r.version,
    state: r.state,
    blocks_delete: BLOCKING_STATES.includes(r.state),
  }));
}

/** `GET media/{id}/usage`: every section version that names the file, newest first. */
export async function mediaUsage(ctx: AppContext, id: number) {
  await libraryMedia(ctx, id);
  return { media_id: id, uses: await usesOf(ctx, id) };
}

/** Deletes the file and its stored files, unless a published version or an open draft uses it. */
export async function deleteMedia(ctx: AppContext, user: Caller, id: number) {
  await manageableMedia(ctx, user, id);
  const gone = await deleteLibraryMedia(ctx.db, id, BLOCKING_STATES);
  if (!gone) {
    const blocking = (await usesOf(ctx, id)).filter((u) => u.blocks_delete);
    if (blocking.length > 0) throw errors.conflict(LIBRARY_MSG.mediaInUse, { uses: blocking });
    throw errors.notFound(MSG.fileNotFound);
  }
  await removeFiles(ctx, [gone.high_res_path, gone.low_res_path]);
  return { id };
}
