/**
 * `/admin/accounts`: the account list with its filters in the URL (`?page`, `roles`,
 * `created_on`, `created_by`, `status`, `search`). The `/admin` layout already lets only
 * validated ADMIN and SUPER_ADMIN accounts in.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { cleanSearch } from '@/features/admin/console-search';
import { validateAccountSearch, type AccountSearch } from '@/features/admin/account-search';
import { AccountsPage } from '@/features/admin/accounts-page';

export const Route = createFileRoute('/admin/accounts')({
  validateSearch: validateAccountSearch,
  component: AccountsRoute,
});

function AccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: Partial<AccountSearch>) =>
      void navigate({ search: (prev) => cleanSearch({ ...prev, ...next }), resetScroll: false }),
    [navigate],
  );
  return <AccountsPage search={search} onSearch={onSearch} />;
}
