/**
 * `GET organization` (the institutions list with its filters, kept in the URL by the page) and
 * `GET organization/auth/{id}` (one institution, for the edit form). While another page or filter
 * loads, the previous rows stay on screen dimmed.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import { api } from '@/lib/api-client';
import type { Institution } from '@common/contract/answers/institutions';

export interface InstitutionsParams {
  page: number;
  district?: number | undefined;
  taluk?: number | undefined;
  institution_type?: string | undefined;
  created_on?: 'RECENT' | 'OLDEST' | undefined;
  search?: string | undefined;
  x_status?: string | undefined;
}

export const institutionsQueryKey = (params?: InstitutionsParams) =>
  params ? (['organization', 'list', params] as const) : (['organization'] as const);

export function getInstitutions(params: InstitutionsParams, signal?: AbortSignal): Promise<ListPage<Institution>> {
  return api.get<ListPage<Institution>>('organization', {
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
    queryFn: ({ signal }) => api.get<Institution>(`organization/auth/${id}`, { toastError: false, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
