/**
 * `GET stat/incomplete-institutes/limited/list`: the first ten institutions of the DD's districts
 * that miss a warden, an X handle or the X password, with the full count, for the home card.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import { api } from '@/lib/api-client';
import type { IncompleteInstitution } from '@common/contract/answers/institutions';

export const incompleteQueryKey = () => ['stats', 'incomplete', 'limited'] as const;

export function getIncomplete(signal?: AbortSignal): Promise<ListPage<IncompleteInstitution>> {
  return api.get<ListPage<IncompleteInstitution>>('stat/incomplete-institutes/limited/list', {
    toastError: false,
    signal,
  });
}

export function useIncomplete() {
  return useQuery(
    queryOptions({ queryKey: incompleteQueryKey(), queryFn: ({ signal }) => getIncomplete(signal), staleTime: 60_000 }),
  );
}
