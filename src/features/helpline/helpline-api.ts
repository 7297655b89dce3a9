/**
 * HELPLINE's read-only look-ups: `GET helpline/lookup?q=` (institutions and wardens),
 * `GET helpline/organization/{id}` and `GET helpline/warden/{id}` (contact, assignment, today's
 * holiday, this month's counts, the ten latest posts). One query per operation; nothing writes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export const helplineKeys = {
  lookup: (q: string) => ['helpline', 'lookup', q] as const,
  organization: (id: number) => ['helpline', 'organization', id] as const,
  warden: (id: number) => ['helpline', 'warden', id] as const,
};

export function useLookup(q: string) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.lookup(q),
      queryFn: ({ signal }) => call(ops.helplineLookup, { query: { q }, toastError: false, signal }),
      enabled: q.trim().length >= 2,
    }),
  );
}

export function useInstitutionLookup(id: number) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.organization(id),
      queryFn: ({ signal }) => call(ops.helplineInstitution, { params: { id }, toastError: false, signal }),
    }),
  );
}

export function useWardenLookup(id: number) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.warden(id),
      queryFn: ({ signal }) => call(ops.helplineWarden, { params: { id }, toastError: false, signal }),
    }),
  );
}
