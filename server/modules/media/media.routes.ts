/**
 * Media (common/contract/operations/media.ts): the upload, the list (the media library for its
 * staff, one's own uploads for anyone else) and one file by id, the last two nested in `data.data`
 * as the contract (docs/product.md, 'Calls and answers') reads them; thin handlers over media.service.ts and
 * library.service.ts.
 */
import multipart from '@fastify/multipart';
import { mediaOps as ops } from '@common/contract/operations/index.ts';
import { defineRoutes, route } from '../../lib/route.ts';
import { listMedia } from './library.service.ts';
import { mediaById, uploadMedia } from './media.service.ts';
import { MAX_UPLOAD_BYTES } from '@common/uploads.ts';
import { readUpload } from './upload-request.ts';

export default defineRoutes(
  [
    route(ops.upload, async ({ ctx, user, request }) => {
      const { file, key, folder } = await readUpload(request);
      const result = await uploadMedia(ctx, user, file, key, folder);
      return { status: result.created ? 201 : 200, data: result.media };
    }),
    route(ops.list, async ({ ctx, user, query }) => ({
      status: 200,
      data: { data: await listMedia(ctx, user, query) },
    })),
    route(ops.read, async ({ ctx, user, params }) => ({
      status: 200,
      data: { data: await mediaById(ctx, user, params.id) },
    })),
  ],
  async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024 } });
  },
);
