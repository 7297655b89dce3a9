/**
 * `POST media` (multipart: media, media_owner=OWNER; 201), `GET media/auth/file/{id}`, and the
 * owner's own `GET media` list, nested once more in `data.data` as SPEC.md §7 reads it.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { MSG } from '@common/messages.ts';
import { UPLOAD_MSG } from '@common/uploads.ts';
import type { Role } from '@common/roles.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { errors, unreadableBody } from '../../lib/errors.ts';
import { rejectNul } from '../../lib/input-checks.ts';
import { requireUser } from '../../plugins/auth.ts';
import { mediaById, uploadMedia } from './media.service.ts';
import { mediaShape } from './media.shape.ts';
import { ownMediaPage } from './media.repository.ts';

export const MEDIA_UPLOADERS: readonly Role[] = ['WARDEN', 'SUPER_ADMIN', 'ADMIN', 'CREATOR', 'MODERATOR', 'APPROVER'];
const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;
/** busboy takes an empty `boundary=` as a boundary and reads any body as a form without parts. */
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s";]+)/i;
const idParam = z.object({ id: z.coerce.number().int().positive() });
const keyHeader = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);
const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(12),
});

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024 } });

  app.post('/media', { preHandler: requireUser(MEDIA_UPLOADERS) }, async (request, reply) => {
    if (!request.isMultipart()) throw errors.invalid([{ field: 'media', message: UPLOAD_MSG.fileRequired }]);
    const rawKey = request.headers['idempotency-key'];
    const key = rawKey === undefined ? null : keyHeader.safeParse(rawKey).data;
    if (key === undefined)
      throw errors.invalid([
        {
          field: 'Idempotency-Key',
          message: 'Idempotency-Key must be 8 to 128 letters, digits, dots, colons or hyphens.',
        },
      ]);
    let file: { filename: string; bytes: Buffer } | null = null;
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
    const result = await uploadMedia(ctx, request.user!.id, file, key);
    return send(reply, result.created ? 201 : 200, MSG.fileCreated, result.media);
  });

  app.get('/media/auth/file/:id', { preHandler: requireUser() }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    return send(reply, 200, MSG.filesReceived, { data: await mediaById(ctx, request.user!, id) });
  });

  app.get('/media', { preHandler: requireUser(MEDIA_UPLOADERS) }, async (request, reply) => {
    const { page, size } = parse(listQuery, request.query);
    const { rows, total: totalItems } = await ownMediaPage(ctx.db, request.user!.id, page, size);
    return send(reply, 200, MSG.filesReceived, {
      data: {
        items: rows.map(mediaShape),
        total_items: totalItems,
        total_pages: Math.ceil(totalItems / size),
        current_page: page,
      },
    });
  });
}
