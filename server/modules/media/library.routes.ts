/**
 * The media library (common/contract/operations/library.ts, docs/spec-notes.md, 'The website's content and its
 * review'): counts by type, folders, a file's name, alt text and folder, replacing its file, where it is used and
 * deleting it. Thin handlers over folders.service.ts, library.service.ts and media-replace.service.ts; the upload and
 * the list are media.routes.ts's.
 */
import multipart from '@fastify/multipart';
import { libraryOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { createFolder, deleteFolder, listFolders, updateFolder } from './folders.service.ts';
import { deleteMedia, mediaUsage, typeCounts, updateMedia } from './library.service.ts';
import { replaceMedia } from './media-replace.service.ts';
import { MAX_UPLOAD_BYTES } from '@common/uploads.ts';
import { readUpload } from './upload-request.ts';

export default defineRoutes(
  [
    route(ops.types, async ({ ctx, query }) => ({ status: 200, data: await typeCounts(ctx, query) })),
    route(ops.folders, async ({ ctx, query }) => ({ status: 200, data: await listFolders(ctx, query.parent) })),
    route(ops.createFolder, async ({ ctx, user, body }) => ({
      status: 201,
      data: await createFolder(ctx, user, body),
    })),
    route(ops.updateFolder, async ({ ctx, user, params, body }) => ({
      status: 200,
      data: await updateFolder(ctx, user, params.id, body),
    })),
    route(ops.deleteFolder, async ({ ctx, user, params }) => ({
      status: 200,
      data: await deleteFolder(ctx, user, params.id),
    })),
    route(ops.update, async ({ ctx, user, params, body }) => ({
      status: 200,
      data: { data: await updateMedia(ctx, user, params.id, body) },
    })),
    route(ops.replace, async ({ ctx, user, params, request }) => ({
      status: 200,
      data: { data: await replaceMedia(ctx, user, params.id, () => readUpload(request)) },
    })),
    route(ops.usage, async ({ ctx, params }) => ({ status: 200, data: await mediaUsage(ctx, params.id) })),
    route(ops.remove, async ({ ctx, user, params }) => ({
      status: 200,
      data: await deleteMedia(ctx, user, params.id),
    })),
  ],
  async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024 } });
  },
);
