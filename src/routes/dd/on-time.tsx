/** `/dd/on-time`: the feed with its status fixed to POSTED_ON_TIME; the other filters stay in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '@/features/dd/feed-page';
import { validateStatusListSearch, type FeedSearch } from '@/features/dd/feed-search';

export const Route = createFileRoute('/dd/on-time')({
  validateSearch: validateStatusListSearch,
  component: OnTimeRoute,
});

function OnTimeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FeedPage
      title="tweets.stats.onTime"
      description="dd.feed.statusDescription"
      status="POSTED_ON_TIME"
      search={search}
      onSearch={(next: FeedSearch) => void navigate({ search: validateStatusListSearch(next) })}
    />
  );
}
