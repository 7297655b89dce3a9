/**
 * Media (docs/product.md, 'Calls and answers' and 'Media and uploads'): the upload (multipart, type checked by the
 * bytes, idempotent by the Idempotency-Key header), one's own list, and one file by id, the last two nested in
 * data.data as the contract reads them.
 */
import { MSG } from '../../messages.ts';
import { answer, operation } from '../operation.ts';
import { idParam, mediaListQuery } from '../requests.ts';
import { mediaFileSchema, mediaPageSchema, mediaSchema } from '../answers/media.ts';

const tag = 'Media';

export const mediaOps = {
  upload: operation({
    id: 'uploadMedia',
    method: 'POST',
    path: '/media',
    tag,
    summary: 'Uploads one file (multipart: media, media_owner=OWNER)',
    description:
      'The type is read from the bytes. The same Idempotency-Key header from the same owner answers the first upload again (200) instead of storing a copy (201).',
    access: 'media.upload',
    consumes: 'multipart/form-data',
    answers: { 201: answer(MSG.fileCreated, mediaSchema), 200: answer(MSG.fileCreated, mediaSchema) },
    errors: [400, 413, 415, 422],
  }),
  list: operation({
    id: 'listMedia',
    method: 'GET',
    path: '/media',
    tag,
    summary: "The caller's own uploads, newest first, twelve a page",
    access: 'media.listOwn',
    query: mediaListQuery,
    answers: { 200: answer(MSG.filesReceived, mediaPageSchema) },
  }),
  read: operation({
    id: 'readMediaFile',
    method: 'GET',
    path: '/media/auth/file/{id}',
    tag,
    summary: 'One file by id',
    access: 'media.read',
    params: idParam('media'),
    answers: { 200: answer(MSG.filesReceived, mediaFileSchema) },
  }),
} as const;
