/**
 * `/dd/incomplete/{warden|twitter-id|twitter-password|x-connection}`: the DD's institutions missing
 * that, with page, district, taluk and institution type in the URL (the admin's page, read-only).
 * Any other kind is a 404.
 */
import { useCallback } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
// The route's search and kind checks run in the app's entry (the route tree), so they come from
// their own small modules, not the admin feature's index, which would bring the page along.
import { INCOMPLETE_KINDS, type IncompleteKind } from '@/features/admin/api/get-console-stats';
import { cleanSearch, validatePlaceSearch, type PlaceSearch } from '@/features/admin/console-search';
import { DdIncompletePage } from '@/features/dd/dd-incomplete-page';

export const Route = createFileRoute('/dd/incomplete/$kind')({
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
  return <DdIncompletePage kind={kind as IncompleteKind} search={search} onSearch={onSearch} />;
}
