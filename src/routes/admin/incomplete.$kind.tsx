/**
 * `/admin/incomplete/{warden|twitter-id|twitter-password|x-connection}`: institutions missing a
 * warden, an X handle, an X password or a connected X account, with page, district, taluk and institution type in the URL. Any other
 * kind is a 404.
 */
import { useCallback } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { INCOMPLETE_KINDS, type IncompleteKind } from '@/lib/console-stats';
import { cleanSearch, validatePlaceSearch, type PlaceSearch } from '@/features/admin/console-search';
import { IncompletePage } from '@/features/admin/incomplete-page';

export const Route = createFileRoute('/admin/incomplete/$kind')({
  validateSearch: validatePlaceSearch,
  beforeLoad: ({ params }) => {
    if (!(INCOMPLETE_KINDS as readonly string[]).includes(params.kind)) throw notFound();
  },
  component: IncompleteRoute,
});

function IncompleteRoute() {
  const { kind } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: Partial<PlaceSearch>) =>
      void navigate({ search: (prev) => cleanSearch({ ...prev, ...next }), resetScroll: false }),
    [navigate],
  );
  return <IncompletePage kind={kind as IncompleteKind} search={search} onSearch={onSearch} />;
}
