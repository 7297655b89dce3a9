/**
 * The feed filters' institution choices: `GET organization?district&taluk&size=100`, the
 * institutions the caller may see there. They change rarely, so they are kept for ten minutes.
 * (A district's taluks come from src/lib/places-api.ts, shared with the admin console.)
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

const TEN_MINUTES = 600_000;

export const institutionsQueryKey = (district?: number, taluk?: number) =>
  ['organization', 'choices', district ?? 'ALL', taluk ?? 'ALL'] as const;

export function getInstitutions(district?: number, taluk?: number, signal?: AbortSignal) {
  return call(ops.listInstitutions, {
    query: { size: 100, district, taluk },
    toastError: false,
    signal,
  });
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
