/** `/dd/holidays`: holidays to revoke, with the status (ACTIVE left out) and page in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { compact, searchParam } from '@/lib/search-params';
import { HolidaysPage } from '@/features/holidays/holidays-page';

const validateSearch = (s: Record<string, unknown>) =>
  compact({ status: searchParam.oneOf(s.status, ['REVOKED', 'ALL'] as const), page: searchParam.page(s.page) });

export const Route = createFileRoute('/dd/holidays')({
  validateSearch,
  component: HolidaysRoute,
});

function HolidaysRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HolidaysPage
      status={search.status ?? 'ACTIVE'}
      page={search.page ?? 1}
      onSearch={(next) => void navigate({ search: validateSearch({ status: next.status, page: next.page }) })}
    />
  );
}
