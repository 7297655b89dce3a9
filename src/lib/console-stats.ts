/**
 * The consoles' numbers, here because the admin and DD consoles both read them (a feature imports
 * no other feature; docs/product.md, 'Code layout'): `GET stat/admin-home` (this month statewide,
 * active wardens, pending reset approvals), `GET stat/incomplete-institutes` (counts, also on the
 * DD home) and its `limited/list` (first ten), and the paged incomplete lists
 * `.../{warden|twitter-id|twitter-password}/list` with the place filters. Failures are shown by
 * the cards, not toasted.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import type { OrganizationType } from '@common/organizations';
import { call } from '@/lib/api-client';
import type { IncompleteCounts } from '@common/contract/answers/stats';

export const INCOMPLETE_KINDS = ['warden', 'twitter-id', 'twitter-password', 'x-connection'] as const;
export type IncompleteKind = (typeof INCOMPLETE_KINDS)[number];

/** Which count of `stat/incomplete-institutes` each incomplete list goes with. */
export const INCOMPLETE_COUNT_OF: Record<IncompleteKind, keyof IncompleteCounts> = {
  warden: 'no_warden',
  'twitter-id': 'no_twitter_id',
  'twitter-password': 'no_twitter_password',
  'x-connection': 'no_x_connection',
};

const INCOMPLETE_LISTS = {
  warden: ops.incompleteWardenList,
  'twitter-id': ops.incompleteTwitterIdList,
  'twitter-password': ops.incompleteTwitterPasswordList,
  'x-connection': ops.incompleteXConnectionList,
} as const;

export interface PlaceParams {
  district?: number | undefined;
  taluk?: number | undefined;
  institution_type?: OrganizationType | undefined;
}

const placeQuery = (p: PlaceParams) => ({
  district: p.district ?? 'ALL',
  taluk: p.taluk ?? 'ALL',
  institution_type: p.institution_type ?? ('ALL' as const),
});

export function useAdminHomeStats() {
  return useQuery({
    queryKey: ['stats', 'admin-home'] as const,
    queryFn: ({ signal }) => call(ops.adminHomeStats, { toastError: false, signal }),
  });
}

export function useIncompleteCounts() {
  return useQuery({
    queryKey: ['stats', 'incomplete', 'counts'] as const,
    queryFn: ({ signal }) => call(ops.incompleteCounts, { toastError: false, signal }),
  });
}

export function useIncompleteLimited() {
  return useQuery({
    queryKey: ['stats', 'incomplete', 'limited'] as const,
    queryFn: ({ signal }) => call(ops.incompleteLimitedList, { toastError: false, signal }),
  });
}

export function useIncompleteList(kind: IncompleteKind, params: PlaceParams & { page: number }) {
  return useQuery({
    queryKey: ['stats', 'incomplete', kind, params] as const,
    queryFn: ({ signal }) =>
      call(INCOMPLETE_LISTS[kind], {
        query: { page: params.page, size: 10, ...placeQuery(params) },
        toastError: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
