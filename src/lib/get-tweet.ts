/**
 * `GET tweet/auth/tweet/{id}`: one post for 'Tweets Details'. A post opened from a list is shown
 * at once from that list's cached page (same read shape) while the full answer loads, which
 * matters on a slow connection. Someone else's post answers 404 like a missing one.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { wardenTweetsQueryKey } from './warden-query-keys';
import type { Tweet } from '@common/contract/answers/tweets';

export const tweetQueryKey = (id: number) => ['tweets', 'detail', id] as const;

export function getTweet(id: number, signal?: AbortSignal): Promise<Tweet> {
  return call(ops.readTweet, { params: { id }, toastError: false, signal });
}

/** The post as a cached list page already has it, if any page holds it. */
function fromCachedLists(queryClient: QueryClient, id: number): Tweet | undefined {
  for (const [, page] of queryClient.getQueriesData<ListPage<Tweet>>({ queryKey: wardenTweetsQueryKey() })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

export function tweetQueryOptions(id: number, queryClient?: QueryClient) {
  return queryOptions<Tweet, Error, Tweet, ReturnType<typeof tweetQueryKey>>({
    queryKey: tweetQueryKey(id),
    queryFn: ({ signal }) => getTweet(id, signal),
    placeholderData: (): Tweet | undefined => (queryClient ? fromCachedLists(queryClient, id) : undefined),
  });
}

export function useTweet(id: number) {
  const queryClient = useQueryClient();
  return useQuery(tweetQueryOptions(id, queryClient));
}
