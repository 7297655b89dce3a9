/**
 * The charts' reads: `stat/daily` (the scope's counts day by day, whole or per taluk, for one meal
 * or all), the district league table of the month (the admin's ranking) and one institution's last
 * 30 days (`stat/institution/{id}/days`). Failures show in the chart's place, not as toasts.
 */
import { useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { addDays, istDate } from '@common/schedule';
import { weekBounds } from '@common/periods';

export type MealChoice = 'ALL' | 'BREAKFAST' | 'LUNCH' | 'DINNER';

/** Today in Asia/Kolkata, the first of its month and the Monday of last week. */
export function chartDays(now = Date.now()): { today: string; monthStart: string; lastMonday: string } {
  const today = istDate(now);
  return { today, monthStart: `${today.slice(0, 8)}01`, lastMonday: addDays(weekBounds(today).first, -7) };
}

const STALE = 60_000;

export function useDaily(params: { from: string; to: string; meal: MealChoice; by: 'none' | 'taluk' }) {
  return useQuery({
    queryKey: ['stats', 'daily', params],
    queryFn: ({ signal }) => call(ops.dailyStats, { query: { ...params }, toastError: false, signal }),
    staleTime: STALE,
    placeholderData: (previous) => previous,
  });
}

export function useDistrictLeague() {
  return useQuery({
    queryKey: ['stats', 'league', { by: 'district', period: 'month' }],
    queryFn: ({ signal }) =>
      call(ops.leagueTable, { query: { by: 'district', period: 'month' }, toastError: false, signal }),
    staleTime: STALE,
  });
}

export function useInstitutionDays(id: number) {
  return useQuery({
    queryKey: ['stats', 'institution-days', id],
    queryFn: ({ signal }) => call(ops.institutionDays, { params: { id }, toastError: false, signal }),
    staleTime: STALE,
  });
}
