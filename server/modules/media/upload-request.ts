/**
 * Reads `POST media`'s multipart body (docs/product.md, 'Calls and answers': media, media_owner=OWNER; for the media
 * library's staff also belongs_to_folder, a folder id, where empty or ROOT is the top) and its
 * Idempotency-Key header; `PUT media/{id}/file` reads its file the same way. A body the parser
 * cannot read answers 400, never 500; a missing or empty file, a second file, a wrong owner or a
 * folder that is not an id answers 422 naming the field; every text part passes the same NUL rule
 * as the rest of the API (plugins/input-guard.ts). The routes' multipart limits (one file, 10
 * fields of 1 KB) answer in the catalogue's words too, not @fastify/multipart's 413 'reach files
 * limit': a second file is refused whole (never one kept silently), a file over the 60 MB cap
 * answers the contract's size message like one over its type's limit, too many fields is a 400.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_MSG } from '@common/uploads.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import { errors, unreadableBody } from '../../lib/errors.ts';
import { rejectNul } from '../../lib/input-checks.ts';

/** busboy takes an empty `boundary=` as a boundary and reads any body as a form without parts. */
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s";]+)/i;
const keyHeader = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);

export interface Upload {
  file: { filename: string; bytes: Buffer };
  key: string | null;
  /** The library folder asked for; null for the top (or when none was named). */
  folder: number | null;
}

const folderField = z
  .string()
  .trim()
  .transform((v) => (v === '' || v.toUpperCase() === 'ROOT' ? null : /^\d{1,10}$/.test(v) ? Number(v) : NaN))
  .pipe(z.number().int().positive().max(2_147_483_647).nullable());

function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = keyHeader.safeParse(raw);
  if (!key.success)
    throw errors.invalid([
      {
        field: 'Idempotency-Key',
        message: 'Idempotency-Key must be 8 to 128 letters, digits, dots, colons or hyphens.',
      },
    ]);
  return key.data;
}

const secondFile = () => errors.invalid([{ field: 'media', message: UPLOAD_MSG.oneFileOnly }]);

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw errors.invalid([{ field: 'media', message: UPLOAD_MSG.fileRequired }]);
  const key = idempotencyKey(request);
  let file: Upload['file'] | null = null;
  let owner: unknown;
  let folder: unknown;
  try {
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw errors.malformed();
    for await (const part of request.parts()) {
      // Text read here is past the input guard's hook: the same NUL rule, field by field.
      rejectNul({ [part.fieldname]: part.type === 'file' ? part.filename : part.value });
      if (part.type === 'file') {
        if (file) throw secondFile();
        if (part.fieldname !== 'media')
          throw errors.invalid([{ field: part.fieldname, message: UPLOAD_MSG.fileRequired }]);
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw errors.tooLarge(UPLOAD_MSG.sizeExceeded);
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'media_owner') {
        owner = part.value;
      } else if (part.fieldname === 'belongs_to_folder') {
        folder = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_FILES_LIMIT') throw secondFile();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge(UPLOAD_MSG.sizeExceeded);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw errors.malformed();
    throw unreadableBody(error);
  }
  if (!file || file.bytes.length === 0) throw errors.invalid([{ field: 'media', message: UPLOAD_MSG.fileRequired }]);
  if (owner !== undefined && owner !== 'OWNER')
    throw errors.invalid([{ field: 'media_owner', message: 'media_owner must be OWNER.' }]);
  const folderId = folder === undefined ? { success: true as const, data: null } : folderField.safeParse(folder);
  if (!folderId.success) throw errors.invalid([{ field: 'belongs_to_folder', message: LIBRARY_MSG.folderNotFound }]);
  return { file, key, folder: folderId.data };
}
