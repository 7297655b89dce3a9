/**
 * `/dashboard/tweet-list`: every post of the warden's institutions ('Tweets', SPEC.md §2), with
 * the page in `?page=` so a reload, Back or a shared link opens the same page.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch, pageSearch } from '@/lib/page-search';
import { TweetListPage } from '@/features/tweets/components/tweet-list-page';

export const Route = createFileRoute('/dashboard/tweet-list')({
  validateSearch: validatePageSearch,
  component: TweetListRoute,
});

function TweetListRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      void navigate({ search: pageSearch(next), replace: options?.replace ?? false, resetScroll: false }),
    [navigate],
  );
  return <TweetListPage page={page} onPageChange={onPageChange} />;
}
