/**
 * `/content/media`: the media library of the content console (docs/spec-notes.md, 'The website's content and its
 * review'), with the folder viewed, its filters, page and view in the URL (`?folder`, `type`, `by`, `order`,
 * `unused`, `search`, `page`, `view`), so a reload or Back opens the same place.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { cleanLibrarySearch, validateLibrarySearch, type LibrarySearch } from '@/features/content/media/library-search';
import { LibraryPage } from '@/features/content/media/library-page';

export const Route = createFileRoute('/content/media')({
  validateSearch: validateLibrarySearch,
  component: MediaLibraryRoute,
});

function MediaLibraryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: Partial<LibrarySearch>) =>
      void navigate({ search: (prev) => cleanLibrarySearch({ ...prev, ...next }), resetScroll: false }),
    [navigate],
  );
  return <LibraryPage search={search} onSearch={onSearch} />;
}
