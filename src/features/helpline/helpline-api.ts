/**
 * HELPLINE's read-only look-ups: `GET helpline/lookup?q=` (institutions and wardens),
 * `GET helpline/organization/{id}` and `GET helpline/warden/{id}` (contact, assignment, today's
 * holiday, this month's counts, the ten latest posts). One query per operation; nothing writes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Institution } from '@/features/dd/api/dd-types';
import type { Tweet, WardenStats } from '@/features/tweets/api/tweet-types';

export interface HelplineWarden {
  id: number;
  name: string;
  email_id: string;
  phone_number: string | null;
  is_disabled: boolean;
}

export interface LookupResult {
  institutions: Institution[];
  wardens: HelplineWarden[];
}

export interface InstitutionLookup {
  institution: Institution & {
    holidays: { is_holidays: boolean; holiday: { from: string; to: string; reason: string } | null };
  };
  month: WardenStats;
  recent_posts: Tweet[];
}

export interface WardenLookup {
  warden: HelplineWarden;
  institutions: Institution[];
  month: WardenStats;
  recent_posts: Tweet[];
}

export const helplineKeys = {
  lookup: (q: string) => ['helpline', 'lookup', q] as const,
  organization: (id: number) => ['helpline', 'organization', id] as const,
  warden: (id: number) => ['helpline', 'warden', id] as const,
};

export function useLookup(q: string) {
  return useQuery(
    queryOptions({
      queryKey: helplineKeys.lookup(q),
      queryFn: ({ signal }) => api.get<LookupResult>('helpline/lookup', { query: { q }, toastError: false, signal }),
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
