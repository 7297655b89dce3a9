/**
 * `/dd/incomplete/{warden|twitter-id|twitter-password|x-connection}`: the DD's institutions missing
 * that, with page, district, taluk and institution type in the URL (the admin's page, read-only).
 * Any other kind is a 404.
 */
import { useCallback } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  INCOMPLETE_KINDS,
  cleanSearch,
  validatePlaceSearch,
  type IncompleteKind,
  type PlaceSearch,
} from '@/features/admin';
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
