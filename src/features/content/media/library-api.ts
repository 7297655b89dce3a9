/**
 * The media library's reads (common/contract/operations/media.ts and library.ts): a page of files
 * under the screen's filters (`GET media`, twelve a page, read from data.data), the folders inside
 * a folder with the path to it, one file by id, and where a file is used. While another page or
 * folder loads, the previous one stays on screen. Every write (library-mutations.ts) forgets the
 * whole 'media-library' cache, so lists, folders and thumbnails show it at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api-call';
import type { MediaType } from '@common/uploads';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

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

export function getMediaPage(params: MediaListParams, signal?: AbortSignal) {
  return call(ops.listMedia, {
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
  }).then((answer) => answer.data);
}

export const useMediaPage = (params: MediaListParams, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.files(params),
    queryFn: ({ signal }) => getMediaPage(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A folder's folders, with the path from the top down to it for the breadcrumb. */
export type FolderList = AnswerOf<typeof ops.listMediaFolders>;

export const useFolders = (parent: number | null, enabled = true) =>
  useQuery({
    queryKey: libraryKeys.folders(parent),
    queryFn: ({ signal }) =>
      call(ops.listMediaFolders, { query: { parent: parent ?? 'ROOT' }, toastError: false, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useMediaFile = (id: number | null) =>
  useQuery({
    queryKey: libraryKeys.file(id ?? 0),
    queryFn: ({ signal }) =>
      call(ops.readMediaFile, { params: { id: id ?? 0 }, toastError: false, signal }).then((a) => a.data),
    enabled: id !== null && id > 0,
    staleTime: 60_000,
  });

export const useMediaUsage = (id: number) =>
  useQuery({
    queryKey: libraryKeys.usage(id),
    queryFn: ({ signal }) => call(ops.mediaUsage, { params: { id }, toastError: false, signal }),
    staleTime: 0,
  });
