/**
 * The library screen's state in the URL (`/content/media?folder=4&type=image&page=2`), so a
 * reload, Back or a shared link opens the same folder, filters, page and view. Defaults (the top
 * folder, every type, anyone's files, newest first, page 1, the grid) stay out of the URL, and a
 * malformed value is dropped rather than breaking the page. Also maps it to `GET media`'s query.
 */
import { MEDIA_TYPES, type MediaType } from '@common/uploads';
import { compact, searchParam } from '@/lib/search-params';
import type { MediaListParams } from './library-api';

export interface LibrarySearch {
  /** The folder viewed; absent for the top of the library. */
  folder?: number;
  page?: number;
  type?: MediaType;
  /** 'me': only the files the signed-in user uploaded. */
  by?: 'me';
  order?: 'OLDEST';
  /** Only files no section version uses. */
  unused?: true;
  search?: string;
  view?: 'list';
}

export function validateLibrarySearch(s: Record<string, unknown>): LibrarySearch {
  return compact({
    folder: searchParam.id(s.folder),
    page: searchParam.page(s.page),
    type: searchParam.oneOf(s.type, MEDIA_TYPES),
    by: searchParam.oneOf(s.by, ['me'] as const),
    order: searchParam.oneOf(s.order, ['OLDEST'] as const),
    unused: s.unused === true || s.unused === 'true' ? (true as const) : undefined,
    search: searchParam.text(s.search),
    view: searchParam.oneOf(s.view, ['list'] as const),
  });
}

/** Drops undefined and default values so the URL stays short. */
export function cleanLibrarySearch(search: LibrarySearch): LibrarySearch {
  return compact({ ...search, page: search.page && search.page > 1 ? search.page : undefined });
}

/**
 * The list query of the screen: the folder viewed, or the whole library while searching (a file
 * is found wherever it was put); `me` becomes the signed-in user's id.
 */
export function listParams(search: LibrarySearch, userId: string): MediaListParams {
  const me = Number(userId);
  return {
    page: search.page ?? 1,
    folder: search.search ? 'ALL' : (search.folder ?? null),
    type: search.type,
    createdBy: search.by === 'me' && Number.isInteger(me) && me > 0 ? me : undefined,
    order: search.order,
    unused: search.unused,
    search: search.search,
  };
}
