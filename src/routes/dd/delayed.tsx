/** `/dd/delayed`: the feed with its status fixed to POSTED_WITH_DELAY; the other filters stay in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '@/features/dd/feed-page';
import { validateStatusListSearch, type FeedSearch } from '@/features/dd/feed-search';

export const Route = createFileRoute('/dd/delayed')({
  validateSearch: validateStatusListSearch,
  component: DelayedRoute,
});

function DelayedRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FeedPage
      title="tweets.stats.delayed"
      description="dd.feed.statusDescription"
      status="POSTED_WITH_DELAY"
      search={search}
      onSearch={(next: FeedSearch) => void navigate({ search: validateStatusListSearch(next) })}
    />
  );
}
