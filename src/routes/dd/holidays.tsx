/** `/dd/holidays`: holidays to revoke, with the status (ACTIVE left out) and page in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { HolidaysPage } from '@/features/dd/holidays-page';

const searchSchema = z.object({
  status: z.enum(['REVOKED', 'ALL']).optional().catch(undefined),
  page: z.coerce.number().int().min(2).optional().catch(undefined),
});

export const Route = createFileRoute('/dd/holidays')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  component: HolidaysRoute,
});

function HolidaysRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HolidaysPage
      status={search.status ?? 'ACTIVE'}
      page={search.page ?? 1}
      onSearch={(next) => void navigate({ search: searchSchema.parse({ status: next.status, page: next.page }) })}
    />
  );
}
