/**
 * `GET places/districts` and `GET places/districts/{id}/taluks` for every console's filters and
 * forms (admin and DD alike, one query key, one stored shape: the list of places). Places change
 * only with an import, so they are kept for the whole session.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export const placesQueryKey = (district?: number) =>
  district ? (['places', 'taluks', district] as const) : (['places', 'districts'] as const);

export function districtsQueryOptions() {
  return queryOptions({
    queryKey: placesQueryKey(),
    queryFn: ({ signal }) => call(ops.listDistricts, { toastError: false, signal }).then((page) => page.items),
    staleTime: Infinity,
  });
}

export function taluksQueryOptions(district: number | undefined) {
  return queryOptions({
    queryKey: placesQueryKey(district ?? -1),
    queryFn: ({ signal }) =>
      call(ops.listTaluks, { params: { id: district ?? 0 }, toastError: false, signal }).then((page) => page.items),
    enabled: Boolean(district),
    staleTime: Infinity,
  });
}

export function useDistricts() {
  return useQuery(districtsQueryOptions());
}

export function useTaluks(district: number | undefined) {
  return useQuery(taluksQueryOptions(district));
}
