/**
 * The review queue's calls (docs/review.md): `GET tweets/review` page by page (12 cards at a time,
 * 'Load more' for the next), its count for the homes (`size=1`, the answer's total), and the decision
 * `POST tweet/{id}/review`. A decided post leaves the loaded pages at once; then every loaded page,
 * the count, the feed, the statistics and the post's own details are read again, since a rejected
 * post counts as Not Posted.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@common/api-call';
import type { ReviewItem } from '@common/contract/answers/review';
import * as ops from '@common/api-routes';
import { t } from '@/i18n';
import { call } from '@/lib/api-client';
import { toast } from '@/toast/toast-store';
import { tweetQueryKey } from '@/lib/get-tweet';

export type ReviewPage = AnswerOf<typeof ops.listReviewQueue>;
export type { ReviewItem };
export type ReviewDecision = BodyOf<typeof ops.reviewTweet>['decision'];

const REVIEW_PAGE_SIZE = 12;
const queueKey = ['tweets', 'review', 'queue'] as const;
const countKey = ['tweets', 'review', 'count'] as const;

export function useReviewQueue() {
  return useInfiniteQuery({
    queryKey: queueKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(ops.listReviewQueue, {
        query: { page: pageParam, size: REVIEW_PAGE_SIZE },
        toastError: false,
        signal,
      }),
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
  });
}

/** The loaded cards in order, each once (a page read again after a decision may overlap the next). */
export function loadedItems(data: InfiniteData<ReviewPage> | undefined): ReviewItem[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) => page.items.filter((item) => !seen.has(item.id) && seen.add(item.id)));
}

/** How many posts wait, for the homes' link: one card's page and its total. */
export function useReviewCount() {
  return useQuery({
    queryKey: countKey,
    queryFn: ({ signal }) => call(ops.listReviewQueue, { query: { size: 1 }, toastError: false, signal }),
    select: (page) => page.total_items,
  });
}

function leaveQueue(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<InfiniteData<ReviewPage>>(queueKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== id),
            total_items: Math.max(0, page.total_items - 1),
          })),
        }
      : data,
  );
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof ops.reviewTweet> & { id: number }) =>
      call(ops.reviewTweet, { params: { id }, body, toastError: false }),
    onSuccess: (post, { decision }) => {
      leaveQueue(queryClient, post.id);
      toast.success(t(decision === 'REJECTED' ? 'review.rejected' : 'review.accepted'));
      queryClient.setQueryData(tweetQueryKey(post.id), post);
    },
    // Also after a 409 (someone else decided first): the queue is read again as it is now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tweets'] }),
        queryClient.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}
