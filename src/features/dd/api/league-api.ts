/**
 * `GET stat/league-table` (by district or taluk, week or month holding a date) and its CSV twin
 * `GET stat/league-table/csv`, fetched with the Bearer token (a plain link would carry none) and
 * saved through a temporary object URL under the server's file name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/session/session-store';
import type { LeagueTable } from '@common/contract/answers/stats';

export interface LeagueParams {
  by: 'district' | 'taluk';
  period: 'week' | 'month';
  date?: string | undefined;
}

export const leagueQueryKey = (params: LeagueParams) => ['stats', 'league', params] as const;

export function getLeague(params: LeagueParams, signal?: AbortSignal): Promise<LeagueTable> {
  return api.get<LeagueTable>('stat/league-table', { query: { ...params }, toastError: false, signal });
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
export async function downloadLeagueCsv(params: LeagueParams): Promise<string> {
  const token = sessionStore.getState().access_token;
  const response = await fetch(apiUrl('stat/league-table/csv', { ...params }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `league-${params.by}-${params.period}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
