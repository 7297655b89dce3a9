/**
 * Active WARDEN accounts for the 'assign a warden' picker, from the console's account list
 * (`GET admin/super-admin/auth/all?roles=WARDEN&status=ACTIVE&search=`), twenty at a time: the
 * picker narrows by name, email or phone instead of paging.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import { ROLE } from '@common/roles';
import { api } from '@/lib/api-client';
import type { Account } from '@common/contract/answers/accounts';

export function useWardens(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'wardens', search] as const,
    queryFn: ({ signal }) =>
      api.get<ListPage<Account>>('admin/super-admin/auth/all', {
        query: { roles: ROLE.WARDEN, status: 'ACTIVE', size: 20, page: 1, search: search.trim() || undefined },
        toastError: false,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
