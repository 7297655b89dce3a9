/**
 * `/dashboard/tweet-list`: every post of the warden's institutions ('Tweets', docs/product.md, 'Screens and routes'),
 * with the page in `?page=` so a reload, Back or a shared link opens the same page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { usePageChange, validatePageSearch } from '@/lib/page-search';
import { TweetListPage } from '@/features/tweets/components/tweet-list-page';

export const Route = createFileRoute('/dashboard/tweet-list')({
  validateSearch: validatePageSearch,
  component: TweetListRoute,
});

function TweetListRoute() {
  const { page = 1 } = Route.useSearch();
  const onPageChange = usePageChange(Route.useNavigate());
  return <TweetListPage page={page} onPageChange={onPageChange} />;
}
