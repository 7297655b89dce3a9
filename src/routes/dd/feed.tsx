/** `/dd/feed`: the district's posts with every filter and the page in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '@/features/dd/feed-page';
import { validateFeedSearch, type FeedSearch } from '@/features/dd/feed-search';

export const Route = createFileRoute('/dd/feed')({
  validateSearch: validateFeedSearch,
  component: FeedRoute,
});

function FeedRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FeedPage
      title="dd.nav.feed"
      description="dd.feed.description"
      search={search}
      onSearch={(next: FeedSearch) => void navigate({ search: validateFeedSearch(next) })}
    />
  );
}
