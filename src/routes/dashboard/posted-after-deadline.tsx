/**
 * `/dashboard/posted-after-deadline` ('Posts After Deadline', docs/product.md, 'Screens and routes'): the warden's
 * posts with status POST_NOT_CONSIDERED, paginated, with the page in `?page=` so a reload or Back keeps it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { usePageChange, validatePageSearch } from '@/lib/page-search';
import { StatusListPage } from '@/features/tweets/components/status-list-page';

export const Route = createFileRoute('/dashboard/posted-after-deadline')({
  validateSearch: validatePageSearch,
  component: PostedAfterDeadlineRoute,
});

function PostedAfterDeadlineRoute() {
  const { page = 1 } = Route.useSearch();
  const onPageChange = usePageChange(Route.useNavigate());
  return <StatusListPage status="POST_NOT_CONSIDERED" page={page} onPageChange={onPageChange} />;
}
