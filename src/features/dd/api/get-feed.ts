/**
 * `GET tweets/dd-home`: one page of the supervisors' feed with its filters (status, district,
 * taluk, institution, meal, from/to). The previous page stays on screen while the next loads.
 * Failures are shown by the list, not toasted.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export interface FeedParams {
  page?: number | undefined;
  size?: number | undefined;
  status?: string | undefined;
  district?: number | undefined;
  taluk?: number | undefined;
  organization?: number | undefined;
  meal?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: 'RECENT' | 'OLDEST' | undefined;
}

export type FeedPage = AnswerOf<typeof ops.listFeed>;

export const feedQueryKey = (params?: FeedParams) =>
  params ? (['tweets', 'dd-home', params] as const) : (['tweets', 'dd-home'] as const);

export function getFeed(params: FeedParams, signal?: AbortSignal): Promise<FeedPage> {
  return call(ops.listFeed, { query: { size: 10, ...params }, toastError: false, signal });
}

export function feedQueryOptions(params: FeedParams) {
  return queryOptions({
    queryKey: feedQueryKey(params),
    queryFn: ({ signal }) => getFeed(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFeed(params: FeedParams) {
  return useQuery(feedQueryOptions(params));
}
