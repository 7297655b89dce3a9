/** `/helpline`: the look-up, with the search text in `?q=` so Back returns to the results. */
import { createFileRoute } from '@tanstack/react-router';
import { compact, searchParam } from '@/lib/search-params';
import { LookupPage } from '@/features/helpline/lookup-page';

const validateSearch = (s: Record<string, unknown>) => compact({ q: searchParam.text(s.q) });

export const Route = createFileRoute('/helpline/')({
  validateSearch,
  component: LookupRoute,
});

function LookupRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LookupPage q={q ?? ''} onSearch={(next) => void navigate({ search: { q: next } })} />;
}
