/**
 * The media library's writes (common/contract/operations/library.ts and media.ts): folders made,
 * renamed and deleted, a file's alt text and folder changed, a file deleted, and uploads (a new
 * file, or a replacement keeping the id) with progress. Each forgets the 'media-library' cache so
 * every list and thumbnail shows the change. Refusals are not toasted here: the dialogs show them
 * where they apply (a folder name under its field, a file's uses in the delete dialog).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cleanFileName } from '@common/uploads';
import type { Media } from '@common/contract/answers/media';
import type { MediaFolder } from '@common/contract/answers/library';
import { api } from '@/lib/api-client';
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
        ? api.patch<MediaFolder>(`media/folders/${input.id}`, { name: input.name }, { toastError: false })
        : api.post<MediaFolder>(
            'media/folders',
            { name: input.name, parent_id: input.parent_id },
            { toastError: false },
          ),
    onSuccess: forget,
  });
}

export function useDeleteFolder() {
  const forget = useForgetLibrary();
  return useMutation({
    mutationFn: (id: number) => api.delete<MediaFolder>(`media/folders/${id}`, { toastError: false }),
    onSuccess: forget,
  });
}

export interface MediaChange {
  alt?: { en: string; kn: string };
  belongs_to_folder?: number | null;
}

export function useUpdateMedia(id: number) {
  const forget = useForgetLibrary();
  return useMutation({
    mutationFn: (change: MediaChange) =>
      api.patch<{ data: Media }>(`media/${id}`, change, { toastError: false }).then((a) => a.data),
    onSuccess: forget,
  });
}

export function useDeleteMedia(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ id: number }>(`media/${id}`, { toastError: false }),
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
  return uploadWithProgress<Media>('media', form, options);
}

/** PUT media/{id}/file: the same id, a new version of its file. */
export function replaceMediaFile(id: number, file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('media', file, cleanFileName(file.name));
  return uploadWithProgress<{ data: Media }>(`media/${id}/file`, form, { ...options, method: 'PUT' }).then(
    (a) => a.data,
  );
}
