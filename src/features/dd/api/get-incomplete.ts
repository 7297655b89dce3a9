/**
 * `GET stat/incomplete-institutes/limited/list`: the first ten institutions of the DD's districts
 * that miss a warden, an X handle or the X password, with the full count, for the home card.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export const incompleteQueryKey = () => ['stats', 'incomplete', 'limited'] as const;

export function getIncomplete(signal?: AbortSignal) {
  return call(ops.incompleteLimitedList, { toastError: false, signal });
}

export function useIncomplete() {
  return useQuery(
    queryOptions({ queryKey: incompleteQueryKey(), queryFn: ({ signal }) => getIncomplete(signal), staleTime: 60_000 }),
  );
}
