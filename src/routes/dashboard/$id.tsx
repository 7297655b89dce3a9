/**
 * `/dashboard/{id}`: 'Tweets Details' of one post. The id must be a whole number; anything else
 * under /dashboard is an unknown path and goes to the home (docs/product.md, 'Screens and routes'), since static
 * routes such as /dashboard/home and /dashboard/tweet-list always win over this one.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { TweetDetailsPage } from '@/features/tweets/components/tweet-details-page';

export const Route = createFileRoute('/dashboard/$id')({
  params: {
    parse: ({ id }) => ({ id: /^\d{1,15}$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ params }) => {
    if (params.id < 1) throw redirect({ to: '/dashboard/home', replace: true });
  },
  component: TweetDetailsRoute,
});

function TweetDetailsRoute() {
  const { id } = Route.useParams();
  return <TweetDetailsPage key={id} id={id} />;
}
