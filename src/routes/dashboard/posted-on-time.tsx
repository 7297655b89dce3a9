/**
 * `/dashboard/posted-on-time` ('Posted on time tweets', docs/product.md, 'Screens and routes'): the warden's posts
 * with status POSTED_ON_TIME, paginated, with the page in `?page=` so a reload or Back keeps it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { usePageChange, validatePageSearch } from '@/lib/page-search';
import { StatusListPage } from '@/features/tweets/components/status-list-page';

export const Route = createFileRoute('/dashboard/posted-on-time')({
  validateSearch: validatePageSearch,
  component: PostedOnTimeRoute,
});

function PostedOnTimeRoute() {
  const { page = 1 } = Route.useSearch();
  const onPageChange = usePageChange(Route.useNavigate());
  return <StatusListPage status="POSTED_ON_TIME" page={page} onPageChange={onPageChange} />;
}
