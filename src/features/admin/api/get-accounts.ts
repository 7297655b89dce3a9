/**
 * `GET admin/super-admin/auth/all`: the console's account list with its filters (roles,
 * created_on, created_by, status, search), ten a page. The server already leaves out the accounts
 * the caller may not manage. While another page or filter loads, the previous rows stay dimmed.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export interface AccountsParams {
  page: number;
  roles?: QueryOf<typeof ops.listAllAccounts>['roles'];
  created_on?: 'RECENT' | 'OLDEST' | undefined;
  created_by?: number | undefined;
  status?: 'ACTIVE' | 'DISABLED' | undefined;
  search?: string | undefined;
}

/** ['accounts'] covers every account query (the warden picker's too), so a change refreshes all. */
export const accountsQueryKey = (params?: AccountsParams) =>
  params ? (['accounts', 'list', params] as const) : (['accounts'] as const);

export function getAccounts(params: AccountsParams, signal?: AbortSignal) {
  return call(ops.listAllAccounts, {
    query: {
      page: params.page,
      size: 10,
      roles: params.roles ?? 'ALL',
      created_on: params.created_on ?? 'RECENT',
      created_by: params.created_by ?? 'ALL',
      status: params.status ?? 'ALL',
      search: params.search,
    },
    toastError: false,
    signal,
  });
}

export function accountsQueryOptions(params: AccountsParams) {
  return queryOptions({
    queryKey: accountsQueryKey(params),
    queryFn: ({ signal }) => getAccounts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(params: AccountsParams) {
  return useQuery(accountsQueryOptions(params));
}
