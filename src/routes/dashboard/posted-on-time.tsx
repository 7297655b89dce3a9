/**
 * `/dashboard/posted-on-time` ('Posted on time tweets', SPEC.md §2): the warden's posts with status POSTED_ON_TIME, paginated,
 * with the page in `?page=` so a reload or Back keeps it.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch, pageSearch } from '@/lib/page-search';
import { StatusListPage } from '@/features/tweets/components/status-list-page';

export const Route = createFileRoute('/dashboard/posted-on-time')({
  validateSearch: validatePageSearch,
  component: PostedOnTimeRoute,
});

function PostedOnTimeRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      void navigate({ search: pageSearch(next), replace: options?.replace ?? false, resetScroll: false }),
    [navigate],
  );
  return <StatusListPage status="POSTED_ON_TIME" page={page} onPageChange={onPageChange} />;
}
