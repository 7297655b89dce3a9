/**
 * `/dashboard/not-posted` ('Meals Not Posted'): the meals behind the home's 'Not Posted' count,
 * paginated, with the page in `?page=` so a reload or Back keeps it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { usePageChange, validatePageSearch } from '@/lib/page-search';
import { NotPostedPage } from '@/features/tweets/components/not-posted-page';

export const Route = createFileRoute('/dashboard/not-posted')({
  validateSearch: validatePageSearch,
  component: NotPostedRoute,
});

function NotPostedRoute() {
  const { page = 1 } = Route.useSearch();
  const onPageChange = usePageChange(Route.useNavigate());
  return <NotPostedPage page={page} onPageChange={onPageChange} />;
}
