/**
 * `/dashboard/posted-delayed` ('Posts Delayed', docs/product.md, 'Screens and routes'): the warden's posts with
 * status POSTED_WITH_DELAY, paginated, with the page in `?page=` so a reload or Back keeps it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { usePageChange, validatePageSearch } from '@/lib/page-search';
import { StatusListPage } from '@/features/tweets/components/status-list-page';

export const Route = createFileRoute('/dashboard/posted-delayed')({
  validateSearch: validatePageSearch,
  component: PostedDelayedRoute,
});

function PostedDelayedRoute() {
  const { page = 1 } = Route.useSearch();
  const onPageChange = usePageChange(Route.useNavigate());
  return <StatusListPage status="POSTED_WITH_DELAY" page={page} onPageChange={onPageChange} />;
}
