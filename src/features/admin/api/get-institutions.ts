/**
 * `GET organization` (the institutions list with its filters, kept in the URL by the page) and
 * `GET organization/auth/{id}` (one institution, for the edit form). While another page or filter
 * loads, the previous rows stay on screen dimmed.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import type { OrganizationType } from '@common/organizations';
import { call } from '@/lib/api-client';

export interface InstitutionsParams {
  page: number;
  district?: number | undefined;
  taluk?: number | undefined;
  institution_type?: OrganizationType | undefined;
  created_on?: 'RECENT' | 'OLDEST' | undefined;
  search?: string | undefined;
  x_status?: QueryOf<typeof ops.listInstitutions>['x_status'];
}

export const institutionsQueryKey = (params?: InstitutionsParams) =>
  params ? (['organization', 'list', params] as const) : (['organization'] as const);

export function getInstitutions(params: InstitutionsParams, signal?: AbortSignal) {
  return call(ops.listInstitutions, {
    query: {
      page: params.page,
      size: 10,
      district: params.district ?? 'ALL',
      taluk: params.taluk ?? 'ALL',
      institution_type: params.institution_type ?? 'ALL',
      created_on: params.created_on ?? 'RECENT',
      x_status: params.x_status ?? 'ALL',
      search: params.search,
    },
    toastError: false,
    signal,
  });
}

export function useInstitutions(params: InstitutionsParams) {
  return useQuery(
    queryOptions({
      queryKey: institutionsQueryKey(params),
      queryFn: ({ signal }) => getInstitutions(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useInstitution(id: number | undefined) {
  return useQuery({
    queryKey: ['organization', 'one', id] as const,
    queryFn: ({ signal }) => call(ops.readInstitution, { params: { id: id ?? 0 }, toastError: false, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
