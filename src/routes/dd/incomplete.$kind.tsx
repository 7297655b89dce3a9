/**
 * `/dd/incomplete/{warden|twitter-id|twitter-password|x-connection}`: the DD's institutions missing
 * that, with page, district, taluk and institution type in the URL. It is the admin console's page
 * (one page for both consoles), put together here since features do not import each other: as the
 * DD reads it, their districts only (the server answers nothing else; the district filter offers
 * only theirs, from the DD's own numbers) and no Fix, since completing an institution is an admin's
 * job. Any other kind is a 404.
 */
import { useCallback } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
// The route's search and kind checks run in the app's entry (the route tree), so they come from
// their own small modules (src/lib/console-stats.ts, the admin feature's console-search.ts).
import { INCOMPLETE_KINDS, type IncompleteKind } from '@/lib/console-stats';
import { cleanSearch, validatePlaceSearch, type PlaceSearch } from '@/features/admin/console-search';
import { IncompletePage } from '@/features/admin/incomplete-page';
import { useDdStats } from '@/features/dd/api/get-dd-stats';

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
  const districts = useDdStats().data?.districts;
  return (
    <IncompletePage
      kind={kind as IncompleteKind}
      search={search}
      onSearch={onSearch}
      view="dd"
      districts={districts ?? []}
    />
  );
}
