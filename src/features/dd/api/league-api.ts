/**
 * `GET stat/league-table` (by district or taluk, week or month holding a date) and its CSV twin
 * `GET stat/league-table/csv`, saved with the caller's token (lib/download-file.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import type { LeagueTable } from '@common/contract/answers/stats';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export interface LeagueParams {
  by: 'district' | 'taluk';
  period: 'week' | 'month';
  date?: string | undefined;
}

export const leagueQueryKey = (params: LeagueParams) => ['stats', 'league', params] as const;

export function getLeague(params: LeagueParams, signal?: AbortSignal): Promise<LeagueTable> {
  return call(ops.leagueTable, { query: { ...params }, toastError: false, signal });
}

export function useLeague(params: LeagueParams) {
  return useQuery(
    queryOptions({
      queryKey: leagueQueryKey(params),
      queryFn: ({ signal }) => getLeague(params, signal),
      staleTime: 60_000,
    }),
  );
}

/** Downloads the CSV; resolves with the file name, throws on a failed answer. */
export const downloadLeagueCsv = (params: LeagueParams): Promise<string> =>
  downloadFile(ops.leagueTableCsv, { query: { ...params } }, `league-${params.by}-${params.period}.csv`);
