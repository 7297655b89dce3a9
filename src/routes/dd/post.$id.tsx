/**
 * `/dd/post/{id}`: one post of the DD's districts; a malformed id goes back to the feed. The review's texts load
 * first: the page names who decided and each check that flagged the post (review-texts.ts).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { DdPostPage } from '@/features/dd/dd-post-page';
import { loadReviewTexts } from '@/i18n';

export const Route = createFileRoute('/dd/post/$id')({
  params: {
    parse: ({ id }) => ({ id: /^\d{1,15}$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ params }) => {
    if (params.id < 1) throw redirect({ to: '/dd/feed', replace: true });
  },
  loader: () => loadReviewTexts(),
  component: PostRoute,
});

function PostRoute() {
  const { id } = Route.useParams();
  return <DdPostPage key={id} id={id} />;
}
