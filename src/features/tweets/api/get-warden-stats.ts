/**
 * `GET stat/warden-home`: the four 'In This Month' counts of the warden home. Fetcher, query
 * options and hook live together (one file per API operation) so the query key is written once.
 * Failures are not toasted: the cards show their own error with a retry, which is clearer on a
 * phone than a toast that disappears.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { wardenStatsQueryKey } from '@/lib/warden-query-keys';
import type { MonthCounts as WardenStats } from '@common/contract/shared';

export function getWardenStats(signal?: AbortSignal): Promise<WardenStats> {
  return call(ops.wardenHomeStats, { toastError: false, signal });
}

export function wardenStatsQueryOptions() {
  return queryOptions({
    queryKey: wardenStatsQueryKey(),
    queryFn: ({ signal }) => getWardenStats(signal),
  });
}

export function useWardenStats() {
  return useQuery(wardenStatsQueryOptions());
}
