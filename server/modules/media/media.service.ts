/**
 * Uploads: the type is taken from the bytes and must match an allowed type; the size rule of
 * SPEC.md §5 applies; the same Idempotency-Key from the same owner answers the same media, even
 * when two copies arrive at once (a unique index decides, not a check-then-insert).
 */
import path from 'node:path';
import { scopeOf } from '@common/access.ts';
import { MSG, fill } from '@common/messages.ts';
import type { Role } from '@common/roles.ts';
import { ALLOWED_EXTENSIONS, MAX_MB, UPLOAD_MSG, cleanFileName, extensionOf, isSizeAllowed } from '@common/uploads.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { sniff } from './file-sniff.ts';
import { storeMedia } from './media.storage.ts';
import { mediaShape, type MediaRow } from './media.shape.ts';
import { listPage } from '../accounts/account.shape.ts';
import { insertMedia, mediaByKey, mediaRowById, ownMediaPage } from './media.repository.ts';

const typeLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export async function uploadMedia(
  ctx: AppContext,
  ownerId: number,
  file: { filename: string; bytes: Buffer },
  idempotencyKey: string | null,
) {
  if (idempotencyKey) {
    const existing = await mediaByKey(ctx.db, ownerId, idempotencyKey);
    if (existing) return { created: false, media: mediaShape(existing) };
  }
  const kind = sniff(file.bytes);
  if (!kind || !ALLOWED_EXTENSIONS[kind.mediaType].includes(kind.ext)) {
    throw errors.unsupported(UPLOAD_MSG.typeNotSupported);
  }
  if (!isSizeAllowed(file.bytes.length, kind.mediaType)) {
    throw errors.tooLarge(UPLOAD_MSG.sizeExceeded, {
      errors: [
        {
          field: 'media',
          message: fill(UPLOAD_MSG.belowMax, { type: typeLabel(kind.mediaType), max: MAX_MB[kind.mediaType] }),
        },
      ],
    });
  }
  const now = ctx.clock.now();
  let stored;
  try {
    stored = await storeMedia(path.join(ctx.config.dataDir, 'media'), file.bytes, kind, now);
  } catch {
    // sharp could not decode it: the header lied about the rest of the file.
    throw errors.unsupported(UPLOAD_MSG.typeNotSupported);
  }
  const cleaned = cleanFileName(file.filename || `upload.${kind.ext}`);
  const inserted = await insertMedia(ctx.db, {
    owner_id: ownerId,
    idempotency_key: idempotencyKey,
    media_type: kind.mediaType,
    mime: stored.ext === kind.ext ? kind.mime : `image/${stored.ext}`,
    original_name: cleaned,
    original_ext: extensionOf(cleaned) || kind.ext,
    current_ext: stored.ext,
    original_size: file.bytes.length,
    current_size: stored.size,
    high_res_path: stored.highResPath,
    low_res_path: stored.lowResPath,
    width: stored.width,
    height: stored.height,
    created_at: now,
  });
  if (inserted) {
    if (stored.renditionPending) ctx.renditions.enqueue(inserted.id);
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

/** The owner's own uploads, newest first (`GET media`). */
export async function ownMedia(ctx: AppContext, ownerId: number, q: { page: number; size: number }) {
  const { rows, total } = await ownMediaPage(ctx.db, ownerId, q.page, q.size);
  return listPage(rows.map(mediaShape), total, q.page, q.size);
}
