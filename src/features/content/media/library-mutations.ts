/**
 * The media library's writes (common/contract/operations/library.ts and media.ts): folders made,
 * renamed and deleted, a file's alt text and folder changed, a file deleted, and uploads (a new
 * file, or a replacement keeping the id) with progress. Each forgets the 'media-library' cache so
 * every list and thumbnail shows the change. Refusals are not toasted here: the dialogs show them
 * where they apply (a folder name under its field, a file's uses in the delete dialog).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cleanFileName } from '@common/uploads';
import type { BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { libraryKeys } from './library-api';
import { uploadWithProgress, type UploadOptions } from './upload-with-progress';

function useForgetLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: libraryKeys.all });
}

export function useSaveFolder() {
  const forget = useForgetLibrary();
  return useMutation({
    mutationFn: (input: { id?: number; name: string; parent_id: number | null }) =>
      input.id
        ? call(ops.updateMediaFolder, { params: { id: input.id }, body: { name: input.name }, toastError: false })
        : call(ops.createMediaFolder, { body: { name: input.name, parent_id: input.parent_id }, toastError: false }),
    onSuccess: forget,
  });
}

export function useDeleteFolder() {
  const forget = useForgetLibrary();
  return useMutation({
    mutationFn: (id: number) => call(ops.deleteMediaFolder, { params: { id }, toastError: false }),
    onSuccess: forget,
  });
}

export type MediaChange = BodyOf<typeof ops.updateMedia>;

export function useUpdateMedia(id: number) {
  const forget = useForgetLibrary();
  return useMutation({
    mutationFn: (change: MediaChange) =>
      call(ops.updateMedia, { params: { id }, body: change, toastError: false }).then((a) => a.data),
    onSuccess: forget,
  });
}

export function useDeleteMedia(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ops.deleteMedia, { params: { id }, toastError: false }),
    onSuccess: () => {
      client.removeQueries({ queryKey: libraryKeys.file(id) });
      return client.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
}

/** POST media: a new file in `folder` (null: the top), its name cleaned (docs/product.md, 'Validation rules'). */
export function uploadMedia(file: Blob, name: string, folder: number | null, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('media_owner', 'OWNER');
  if (folder !== null) form.append('belongs_to_folder', String(folder));
  form.append('media', file, cleanFileName(name));
  return uploadWithProgress(ops.uploadMedia, { body: form }, options);
}

/** PUT media/{id}/file: the same id, a new version of its file. */
export function replaceMediaFile(id: number, file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('media', file, cleanFileName(file.name));
  return uploadWithProgress(ops.replaceMediaFile, { params: { id }, body: form }, options).then((a) => a.data);
}
