/**
 * Reads `POST media`'s multipart body (SPEC.md §7: media, media_owner=OWNER) and its
 * Idempotency-Key header. A body the parser cannot read answers 400, never 500; a missing or
 * empty file, a second file or a wrong owner answers 422 naming the field; every text part passes
 * the same NUL rule as the rest of the API (plugins/input-guard.ts).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_MSG } from '@common/uploads.ts';
import { errors, unreadableBody } from '../../lib/errors.ts';
import { rejectNul } from '../../lib/input-checks.ts';

export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
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
}

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

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw errors.invalid([{ field: 'media', message: UPLOAD_MSG.fileRequired }]);
  const key = idempotencyKey(request);
  let file: Upload['file'] | null = null;
  let owner: unknown;
  try {
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw errors.malformed();
    for await (const part of request.parts()) {
      // Text read here is past the input guard's hook: the same NUL rule, field by field.
      rejectNul({ [part.fieldname]: part.type === 'file' ? part.filename : part.value });
      if (part.type === 'file') {
        if (part.fieldname !== 'media' || file)
          throw errors.invalid([{ field: part.fieldname, message: UPLOAD_MSG.fileRequired }]);
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw errors.tooLarge(UPLOAD_MSG.sizeExceeded);
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'media_owner') {
        owner = part.value;
      }
    }
  } catch (error) {
    throw unreadableBody(error);
  }
  if (!file || file.bytes.length === 0) throw errors.invalid([{ field: 'media', message: UPLOAD_MSG.fileRequired }]);
  if (owner !== undefined && owner !== 'OWNER')
    throw errors.invalid([{ field: 'media_owner', message: 'media_owner must be OWNER.' }]);
  return { file, key };
}
