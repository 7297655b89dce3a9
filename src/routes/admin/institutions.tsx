/**
 * `/admin/institutions`: the institution list with its filters in the URL (`?page`, `district`,
 * `taluk`, `institution_type`, `created_on`, `search`, and `edit` for an open edit form). The page
 * gets the holidays feature's dialog from here, since features do not import each other.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { cleanSearch, validateInstitutionSearch, type InstitutionSearch } from '@/features/admin/console-search';
import { InstitutionsPage } from '@/features/admin/institutions-page';
import { InstitutionHolidaysDialog } from '@/features/holidays/institution-holidays-dialog';

export const Route = createFileRoute('/admin/institutions')({
  validateSearch: validateInstitutionSearch,
  component: InstitutionsRoute,
});

function InstitutionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: Partial<InstitutionSearch>, replace = false) =>
      void navigate({ search: (prev) => cleanSearch({ ...prev, ...next }), replace, resetScroll: false }),
    [navigate],
  );
  return <InstitutionsPage search={search} onSearch={onSearch} HolidaysDialog={InstitutionHolidaysDialog} />;
}
