/** `/helpline`: the look-up, with the search text in `?q=` so Back returns to the results. */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LookupPage } from '@/features/helpline/lookup-page';

const searchSchema = z.object({ q: z.string().max(100).optional().catch(undefined) });

export const Route = createFileRoute('/helpline/')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  component: LookupRoute,
});

function LookupRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LookupPage q={q ?? ''} onSearch={(next) => void navigate({ search: { q: next } })} />;
}
