/**
 * `GET stat/dd-home`: this month's four counts for the DD's districts, how many institutions they
 * cover and the districts themselves (the feed's district filter reads them from here too).
 * Failures are shown by the cards, not toasted.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import type { DdHomeStats as DdStats } from '@common/contract/answers/stats';

export const ddStatsQueryKey = () => ['stats', 'dd-home'] as const;

export function getDdStats(signal?: AbortSignal): Promise<DdStats> {
  return call(ops.ddHomeStats, { toastError: false, signal });
}

export function ddStatsQueryOptions() {
  return queryOptions({ queryKey: ddStatsQueryKey(), queryFn: ({ signal }) => getDdStats(signal), staleTime: 60_000 });
}

export function useDdStats() {
  return useQuery(ddStatsQueryOptions());
}
