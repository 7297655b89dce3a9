/**
 * `GET tweet/warden?page&size=10&status`: one page of the warden's posts, newest first, for the
 * home's recent table, the tweet list and the three status lists. While the next page loads the
 * current one stays on screen (dimmed by the table), but only within the same status filter, so
 * a status list never flashes another list's rows. Failures are shown by the list, not toasted.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { wardenTweetsQueryKey, type WardenTweetsParams } from '@/lib/warden-query-keys';

/** The contract (docs/product.md, 'Limits'): lists are read ten at a time. */
export const TWEETS_PAGE_SIZE = 10;

export function getWardenTweets({ page, status }: WardenTweetsParams, signal?: AbortSignal) {
  return call(ops.listWardenTweets, {
    query: { page, size: TWEETS_PAGE_SIZE, status },
    toastError: false,
    signal,
  });
}

export function wardenTweetsQueryOptions(params: WardenTweetsParams) {
  return queryOptions({
    queryKey: wardenTweetsQueryKey(params),
    queryFn: ({ signal }) => getWardenTweets(params, signal),
    placeholderData: (previous, previousQuery) => {
      const previousParams = previousQuery?.queryKey[2] as WardenTweetsParams | undefined;
      return previousParams?.status === params.status ? keepPreviousData(previous) : undefined;
    },
  });
}

export function useWardenTweets(params: WardenTweetsParams) {
  return useQuery(wardenTweetsQueryOptions(params));
}
