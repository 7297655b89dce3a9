/** `/dd/after-deadline`: the feed with its status fixed to POST_NOT_CONSIDERED; the other filters stay in the URL. */
import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '@/features/dd/feed-page';
import { validateStatusListSearch, type FeedSearch } from '@/features/dd/feed-search';

export const Route = createFileRoute('/dd/after-deadline')({
  validateSearch: validateStatusListSearch,
  component: AfterDeadlineRoute,
});

function AfterDeadlineRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FeedPage
      title="tweets.stats.afterDeadline"
      description="dd.feed.statusDescription"
      status="POST_NOT_CONSIDERED"
      search={search}
      onSearch={(next: FeedSearch) => void navigate({ search: validateStatusListSearch(next) })}
    />
  );
}
