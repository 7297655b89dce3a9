/**
 * Uploads: the type is taken from the bytes and must match an allowed type; the size rule of
 * the contract (docs/product.md, 'Validation rules') applies; the same Idempotency-Key from the same owner answers
 * the same media, even when two copies arrive at once (a unique index decides, not a check-then-insert). An upload by
 * the media library's staff goes into the library (docs/spec-notes.md, 'The website's content and its review'), into
 * the folder it names; a warden's photos (children's faces) never do. A photo's PDQ fingerprint is kept beside its
 * SHA-256, so a post that reuses it is caught (docs/review.md).
 */
import { can, scopeOf } from '@common/access.ts';
import { MSG, fill } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import {
  ALLOWED_EXTENSIONS,
  MAX_MB,
  UPLOAD_MSG,
  cleanFileName,
  extensionOf,
  isSizeAllowed,
  type MediaType,
} from '@common/uploads.ts';
import type { AppContext } from '../../context.ts';
import { keyOf } from '../../storage/file-store.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { sniff, type Sniffed } from './file-sniff.ts';
import { ImageRefused, MAX_INPUT_PIXELS, storeMedia, storedColumns } from './media.storage.ts';
import { isInertSvg } from './svg-guard.ts';
import { fingerprintOf } from '../photo-checks/pdq.ts';
import { mediaShape, type MediaRow } from './media.shape.ts';
import { folderById, violation } from './folders.repository.ts';
import { insertMedia, mediaByKey, mediaRowById } from './media.repository.ts';

const typeLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** A 422 whose message, at the top and on the `media` field, says what is wrong with the file. */
const badFile = (message: string) =>
  new AppError(422, 'INVALID_INPUTS', message, { errors: [{ field: 'media', message }] });

/** The file's real type, when it is one we take (415 otherwise); an SVG that could act is refused. */
export function allowedKind(bytes: Buffer): Sniffed {
  const kind = sniff(bytes);
  if (!kind || !ALLOWED_EXTENSIONS[kind.mediaType].includes(kind.ext)) {
    throw errors.unsupported(UPLOAD_MSG.typeNotSupported);
  }
  if (kind.ext === 'svg' && !isInertSvg(bytes)) throw badFile(UPLOAD_MSG.unsafeSvg);
  return kind;
}

/** What sharp's refusal (media.storage.ts) tells the uploader; any other error is the server's own. */
export function refusal(error: unknown): unknown {
  if (!(error instanceof ImageRefused)) return error;
  // An unreadable header: the first bytes lied about the rest of the file.
  if (error.reason === 'type') return errors.unsupported(UPLOAD_MSG.typeNotSupported);
  if (error.reason === 'pixels') return badFile(fill(UPLOAD_MSG.tooManyPixels, { max: MAX_INPUT_PIXELS / 1e6 }));
  return badFile(UPLOAD_MSG.damaged);
}

/** The contract's size rule for the type, with its messages. */
export function checkSize(bytes: Buffer, type: MediaType): void {
  if (isSizeAllowed(bytes.length, type)) return;
  throw errors.tooLarge(UPLOAD_MSG.sizeExceeded, {
    errors: [{ field: 'media', message: fill(UPLOAD_MSG.belowMax, { type: typeLabel(type), max: MAX_MB[type] }) }],
  });
}

/**
 * Where an upload goes: the library (and the folder named, which must exist: 404 otherwise, as for
 * every unknown folder of the library) for its staff; the uploader's own files for everyone else,
 * who have no folders to name.
 */
async function placeOf(ctx: AppContext, user: { role: Role }, folder: number | null) {
  const inLibrary = can(user.role, 'media.library');
  if (folder !== null && (!inLibrary || !(await folderById(ctx.db, folder))))
    throw errors.notFound(LIBRARY_MSG.folderNotFound);
  return { in_library: inLibrary, folder_id: inLibrary ? folder : null };
}

export async function uploadMedia(
  ctx: AppContext,
  user: { id: number; role: Role },
  file: { filename: string; bytes: Buffer },
  idempotencyKey: string | null,
  folder: number | null = null,
) {
  const ownerId = user.id;
  if (idempotencyKey) {
    const existing = await mediaByKey(ctx.db, ownerId, idempotencyKey);
    if (existing) return { created: false, media: mediaShape(existing) };
  }
  const kind = allowedKind(file.bytes);
  checkSize(file.bytes, kind.mediaType);
  const place = await placeOf(ctx, user, folder);
  const now = ctx.clock.now();
  let stored;
  try {
    stored = await storeMedia(ctx.files, file.bytes, kind, now);
  } catch (error) {
    throw refusal(error);
  }
  // After the store took it: its header and pixels were checked there (no bomb reaches this).
  const print = kind.mediaType === 'image' && kind.ext !== 'svg' ? await fingerprintOf(file.bytes) : null;
  const cleaned = cleanFileName(file.filename || `upload.${kind.ext}`);
  const inserted = await insertMedia(ctx.db, {
    ...place,
    owner_id: ownerId,
    idempotency_key: idempotencyKey,
    media_type: kind.mediaType,
    ...storedColumns(stored, kind, file.bytes.length),
    pdq: print?.pdq ?? null,
    pdq_variants: print?.variants ?? null,
    pdq_quality: print?.quality ?? null,
    original_name: cleaned,
    original_ext: extensionOf(cleaned) || kind.ext,
    created_at: now,
  }).catch(async (error: unknown) => {
    if (violation(error) !== 'foreignKey') throw error;
    // The folder was deleted while the file was being stored.
    await removeFiles(ctx, [stored.highResPath, stored.lowResPath]);
    throw errors.notFound(LIBRARY_MSG.folderNotFound);
  });
  if (inserted) {
    if (stored.renditionPending) ctx.renditions.wake();
    return { created: true, media: mediaShape(inserted) };
  }
  // A twin with the same key won the race; answer its media (our files are orphans the sweep removes).
  const twin = idempotencyKey ? await mediaByKey(ctx.db, ownerId, idempotencyKey) : undefined;
  if (!twin) throw errors.conflict(MSG.fileCreationFailed);
  return { created: false, media: mediaShape(twin) };
}

export async function mediaById(
  ctx: AppContext,
  user: { id: number; role: Role },
  id: number,
): Promise<ReturnType<typeof mediaShape>> {
  const row: MediaRow | undefined = await mediaRowById(ctx.db, id);
  // One's own uploads, or any file for a scope of the state (admins and the content staff).
  const reach = scopeOf(user.role, 'media.read');
  if (!row || (row.owner_id !== user.id && reach !== 'state')) throw errors.notFound(MSG.fileNotFound);
  return mediaShape(row);
}

/** Removes stored files (the paths the database holds); one already gone is no error. */
export async function removeFiles(ctx: AppContext, paths: (string | null)[]): Promise<void> {
  for (const p of paths) if (p) await ctx.files.remove(keyOf(p));
}
