/**
 * The feed filters' choices: `GET places/districts/{id}/taluks` for a district's taluks and
 * `GET organization?district&taluk&size=100` for the institutions the caller may see there.
 * Both change rarely, so they are kept for ten minutes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import { api } from '@/lib/api-client';
import type { Institution, Named } from './dd-types';

const TEN_MINUTES = 600_000;

export const taluksQueryKey = (district: number) => ['places', 'taluks', district] as const;
export const institutionsQueryKey = (district?: number, taluk?: number) =>
  ['organization', 'choices', district ?? 'ALL', taluk ?? 'ALL'] as const;

export function getTaluks(district: number, signal?: AbortSignal): Promise<ListPage<Named>> {
  return api.get<ListPage<Named>>(`places/districts/${district}/taluks`, { toastError: false, signal });
}

export function getInstitutions(
  district?: number,
  taluk?: number,
  signal?: AbortSignal,
): Promise<ListPage<Institution>> {
  return api.get<ListPage<Institution>>('organization', {
    query: { size: 100, district, taluk },
    toastError: false,
    signal,
  });
}

export function useTaluks(district: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: taluksQueryKey(district ?? 0),
      queryFn: ({ signal }) => getTaluks(district!, signal),
      enabled: district !== undefined,
      staleTime: TEN_MINUTES,
    }),
  );
}

export function useInstitutionChoices(district?: number, taluk?: number) {
  return useQuery(
    queryOptions({
      queryKey: institutionsQueryKey(district, taluk),
      queryFn: ({ signal }) => getInstitutions(district, taluk, signal),
      staleTime: TEN_MINUTES,
    }),
  );
}
