/**
 * `GET stat/warden-home/not-posted?page&size=10`: one page of the meals behind the warden home's
 * 'Not Posted' count, newest first. Failures are shown by the list, not toasted.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@common/api';
import type { MissedMeal } from '@common/contract/answers/stats';
import { api } from '@/lib/api-client';
import { notPostedQueryKey } from '@/lib/warden-query-keys';
import { TWEETS_PAGE_SIZE } from './get-warden-tweets';

export function useNotPosted(page: number) {
  return useQuery(
    queryOptions({
      queryKey: notPostedQueryKey(page),
      queryFn: ({ signal }) =>
        api.get<ListPage<MissedMeal>>('stat/warden-home/not-posted', {
          query: { page, size: TWEETS_PAGE_SIZE },
          toastError: false,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
