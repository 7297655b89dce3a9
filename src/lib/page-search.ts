/**
 * The `?page=` search param of paginated screens, for TanStack Router's validateSearch: the page
 * lives in the URL so a reload, the Back button or a shared link keeps it. Page 1 is left out of
 * the URL, which keeps links to a list plain (`/dashboard/tweet-list`).
 */
import { useCallback } from 'react';
import { parsePage } from '@/components/page-window';

export interface PageSearch {
  page?: number;
}

export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const page = parsePage(search.page);
  return page > 1 ? { page } : {};
}

/** The search to navigate to for `page` (page 1 drops the param). */
export function pageSearch(page: number): PageSearch {
  return page > 1 ? { page } : { page: undefined };
}

type PageNavigate = (options: { search: PageSearch; replace: boolean; resetScroll: false }) => Promise<void>;

/**
 * A paged screen's `onPageChange`: puts the page in the URL (a new history entry unless told to
 * replace it) without jumping to the top; the list brings itself into view.
 */
export function usePageChange(navigate: PageNavigate) {
  return useCallback(
    (next: number, options?: { replace?: boolean }) =>
      void navigate({ search: pageSearch(next), replace: options?.replace ?? false, resetScroll: false }),
    [navigate],
  );
}
