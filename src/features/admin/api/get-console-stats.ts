/**
 * The admin home's numbers: `GET stat/admin-home` (this month statewide, active wardens, pending
 * reset approvals), `GET stat/incomplete-institutes` (counts) and its `limited/list` (first ten),
 * and the paged incomplete lists `.../{warden|twitter-id|twitter-password}/list` with the place
 * filters. Failures are shown by the cards, not toasted.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import { api } from '@/lib/api-client';
import type { AdminHomeStats, IncompleteCounts } from '@common/contract/answers/stats';
import type { IncompleteInstitution } from '@common/contract/answers/institutions';

export const INCOMPLETE_KINDS = ['warden', 'twitter-id', 'twitter-password', 'x-connection'] as const;
export type IncompleteKind = (typeof INCOMPLETE_KINDS)[number];

/** Which count of `stat/incomplete-institutes` each incomplete list goes with. */
export const INCOMPLETE_COUNT_OF: Record<IncompleteKind, keyof IncompleteCounts> = {
  warden: 'no_warden',
  'twitter-id': 'no_twitter_id',
  'twitter-password': 'no_twitter_password',
  'x-connection': 'no_x_connection',
};

export interface PlaceParams {
  district?: number | undefined;
  taluk?: number | undefined;
  institution_type?: string | undefined;
}

const placeQuery = (p: PlaceParams) => ({
  district: p.district ?? 'ALL',
  taluk: p.taluk ?? 'ALL',
  institution_type: p.institution_type ?? 'ALL',
});

export function useAdminHomeStats() {
  return useQuery({
    queryKey: ['stats', 'admin-home'] as const,
    queryFn: ({ signal }) => api.get<AdminHomeStats>('stat/admin-home', { toastError: false, signal }),
  });
}

export function useIncompleteCounts() {
  return useQuery({
    queryKey: ['stats', 'incomplete', 'counts'] as const,
    queryFn: ({ signal }) => api.get<IncompleteCounts>('stat/incomplete-institutes', { toastError: false, signal }),
  });
}

export function useIncompleteLimited() {
  return useQuery({
    queryKey: ['stats', 'incomplete', 'limited'] as const,
    queryFn: ({ signal }) =>
      api.get<ListPage<IncompleteInstitution>>('stat/incomplete-institutes/limited/list', {
        toastError: false,
        signal,
      }),
  });
}

export function useIncompleteList(kind: IncompleteKind, params: PlaceParams & { page: number }) {
  return useQuery({
    queryKey: ['stats', 'incomplete', kind, params] as const,
    queryFn: ({ signal }) =>
      api.get<ListPage<IncompleteInstitution>>(`stat/incomplete-institutes/${kind}/list`, {
        query: { page: params.page, size: 10, ...placeQuery(params) },
        toastError: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
