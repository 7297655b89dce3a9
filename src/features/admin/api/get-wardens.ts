/**
 * Active WARDEN accounts for the 'assign a warden' picker, from the console's account list
 * (`GET admin/super-admin/auth/all?roles=WARDEN&status=ACTIVE&search=`), twenty at a time: the
 * picker narrows by name, email or phone instead of paging.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROLE } from '@common/roles';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export function useWardens(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'wardens', search] as const,
    queryFn: ({ signal }) =>
      call(ops.listAllAccounts, {
        query: { roles: ROLE.WARDEN, status: 'ACTIVE', size: 20, page: 1, search: search.trim() || undefined },
        toastError: false,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
