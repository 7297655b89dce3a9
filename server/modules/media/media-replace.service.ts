/**
 * Replacing a library file in place (docs/spec-notes.md, 'The website's content and its review'): the id, name, alt
 * text and folder stay, so every section that uses the file shows the new one. Served media are cached as immutable,
 * so the new file is stored under a path that carries the next version (`<stem>-v2.webp`) and the old files are
 * removed once the row points at the new ones. The new file is judged like an upload (its bytes, the contract's size
 * rule) and must be of the same kind as the old one (415 otherwise). Two replacements at once: the first to update
 * the row wins and the other answers the row as the winner left it, after removing the files it stored.
 */
import crypto from 'node:crypto';
import { MSG, fill } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import { cleanFileName, extensionOf } from '@common/uploads.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import type { Sniffed } from './file-sniff.ts';
import { libraryMediaById, replaceLibraryFile } from './library.repository.ts';
import { manageableMedia } from './library.service.ts';
import { allowedKind, checkSize, refusal, removeFiles } from './media.service.ts';
import { mediaShape, type MediaRow } from './media.shape.ts';
import { stemOf, storeMedia, storedColumns, type Stored } from './media.storage.ts';
import type { Upload } from './upload-request.ts';

const isTaken = (error: unknown) => (error as { code?: unknown } | null)?.code === 'EEXIST';

/** Stores the next version; when that name is being written by a replacement at this moment, under a twin stem. */
async function storeVersion(ctx: AppContext, row: MediaRow, bytes: Buffer, kind: Sniffed): Promise<Stored> {
  const stem = stemOf(row.high_res_path);
  const version = row.version + 1;
  try {
    try {
      return await storeMedia(ctx.files, bytes, kind, ctx.clock.now(), { stem, version });
    } catch (error) {
      if (!isTaken(error)) throw error;
      const twin = `${stem}-${crypto.randomBytes(3).toString('hex')}`;
      return await storeMedia(ctx.files, bytes, kind, ctx.clock.now(), { stem: twin, version });
    }
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * `PUT media/{id}/file`. The caller's right to the file is checked before the body is read, so a
 * file out of reach answers 404 whatever was sent.
 */
export async function replaceMedia(
  ctx: AppContext,
  user: { id: number; role: Role },
  id: number,
  read: () => Promise<Upload>,
) {
  const row = await manageableMedia(ctx, user, id);
  const { file } = await read();
  const kind = allowedKind(file.bytes);
  if (kind.mediaType !== row.media_type) {
    const message = fill(LIBRARY_MSG.replaceType, { type: row.media_type });
    throw errors.unsupported(message, { errors: [{ field: 'media', message }] });
  }
  checkSize(file.bytes, kind.mediaType);
  const stored = await storeVersion(ctx, row, file.bytes, kind);
  const ext = extensionOf(cleanFileName(file.filename)) || kind.ext;
  const oldExt = extensionOf(row.original_name);
  const base = oldExt ? row.original_name.slice(0, -(oldExt.length + 1)) : row.original_name;
  const updated = await replaceLibraryFile(ctx.db, row.id, row.version, {
    ...storedColumns(stored, kind, file.bytes.length),
    original_name: cleanFileName(`${base || 'file'}.${ext}`),
    original_ext: ext,
  });
  if (!updated) {
    // Deleted meanwhile, or another replacement came first: ours is not kept.
    await removeFiles(ctx, [stored.highResPath, stored.lowResPath]);
    const now = await libraryMediaById(ctx.db, row.id);
    if (!now) throw errors.notFound(MSG.fileNotFound);
    return mediaShape(now);
  }
  if (stored.renditionPending) ctx.renditions.wake();
  await removeFiles(ctx, [row.high_res_path, row.low_res_path]);
  return mediaShape(updated);
}
