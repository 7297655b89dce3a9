/**
 * The media library's reads (common/contract/operations/media.ts and library.ts): a page of files
 * under the screen's filters (`GET media`, twelve a page, read from data.data), the folders inside
 * a folder with the path to it, one file by id, and where a file is used. While another page or
 * folder loads, the previous one stays on screen. Every write (library-mutations.ts) forgets the
 * whole 'media-library' cache, so lists, folders and thumbnails show it at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import type { MediaType } from '@common/uploads';
import type { Media } from '@common/contract/answers/media';
import type { MediaFolder, MediaUse } from '@common/contract/answers/library';
import { api } from '@/lib/api-client';

export const MEDIA_PAGE_SIZE = 12;

export const libraryKeys = {
  all: ['media-library'] as const,
  files: (params: MediaListParams) => [...libraryKeys.all, 'files', params] as const,
  folders: (parent: number | null) => [...libraryKeys.all, 'folders', parent] as const,
  file: (id: number) => [...libraryKeys.all, 'file', id] as const,
  usage: (id: number) => [...libraryKeys.all, 'usage', id] as const,
};

export interface MediaListParams {
  page: number;
  /** A folder id, null for the top, or 'ALL' for the whole library (a search). */
  folder: number | null | 'ALL';
  type?: MediaType | undefined;
  /** The creator's id; undefined for anyone. */
  createdBy?: number | undefined;
  order?: 'RECENT' | 'OLDEST' | undefined;
  unused?: boolean | undefined;
  search?: string | undefined;
}

export function getMediaPage(params: MediaListParams, signal?: AbortSignal): Promise<ListPage<Media>> {
  return api
    .get<{ data: ListPage<Media> }>('media', {
      query: {
        page: params.page,
        size: MEDIA_PAGE_SIZE,
        belongs_to_folder: params.folder === null ? 'ROOT' : params.folder,
        media_types: params.type ?? 'ALL',
        created_on: params.order ?? 'RECENT',
        created_by: params.createdBy ?? 'ALL',
        unused: params.unused ? 'true' : undefined,
        search: params.search,
      },
      toastError: false,
      signal,
    })
    .then((answer) => answer.data);
}

export const useMediaPage = (params: MediaListParams, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.files(params),
    queryFn: ({ signal }) => getMediaPage(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export interface FolderList {
  items: MediaFolder[];
  /** From the top down to the folder listed, for the breadcrumb. */
  path: { id: number; name: string }[];
}

export const useFolders = (parent: number | null, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.folders(parent),
    queryFn: ({ signal }) =>
      api.get<FolderList>('media/folders', { query: { parent: parent ?? 'ROOT' }, toastError: false, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useMediaFile = (id: number | null) =>
  useQuery({
    queryKey: libraryKeys.file(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ data: Media }>(`media/auth/file/${id}`, { toastError: false, signal }).then((a) => a.data),
    enabled: id !== null && id > 0,
    staleTime: 60_000,
  });

export const useMediaUsage = (id: number) =>
  useQuery({
    queryKey: libraryKeys.usage(id),
    queryFn: ({ signal }) =>
      api.get<{ media_id: number; uses: MediaUse[] }>(`media/${id}/usage`, { toastError: false, signal }),
    staleTime: 0,
  });
