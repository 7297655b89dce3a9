/**
 * `GET stat/warden-home/not-posted?page&size=10`: one page of the meals behind the warden home's
 * 'Not Posted' count, newest first. Failures are shown by the list, not toasted.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { notPostedQueryKey } from '@/lib/warden-query-keys';
import { TWEETS_PAGE_SIZE } from './get-warden-tweets';

export function useNotPosted(page: number) {
  return useQuery(
    queryOptions({
      queryKey: notPostedQueryKey(page),
      queryFn: ({ signal }) =>
        call(ops.wardenNotPosted, {
          query: { page, size: TWEETS_PAGE_SIZE },
          toastError: false,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
