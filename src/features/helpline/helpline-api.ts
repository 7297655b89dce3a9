/**
 * HELPLINE's read-only look-ups: `GET helpline/lookup?q=` (institutions and wardens),
 * `GET helpline/organization/{id}` and `GET helpline/warden/{id}` (contact, assignment, today's
 * holiday, this month's counts, the ten latest posts). One query per operation; nothing writes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InstitutionLookup, Lookup, WardenLookup } from '@common/contract/answers/helpline';

export const helplineKeys = {
  lookup: (q: string) => ['helpline', 'lookup', q] as const,
  organization: (id: number) => ['helpline', 'organization', id] as const,
  warden: (id: number) => ['helpline', 'warden', id] as const,
};

export function useLookup(q: string) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.lookup(q),
      queryFn: ({ signal }) => api.get<Lookup>('helpline/lookup', { query: { q }, toastError: false, signal }),
      enabled: q.trim().length >= 2,
    }),
  );
}

export function useInstitutionLookup(id: number) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.organization(id),
      queryFn: ({ signal }) => api.get<InstitutionLookup>(`helpline/organization/${id}`, { toastError: false, signal }),
    }),
  );
}

export function useWardenLookup(id: number) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.warden(id),
      queryFn: ({ signal }) => api.get<WardenLookup>(`helpline/warden/${id}`, { toastError: false, signal }),
    }),
  );
}
