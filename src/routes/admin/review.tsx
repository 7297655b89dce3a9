/** `/admin/review`: the state's flagged posts waiting for a decision (docs/review.md), with the queue's texts loaded first. */
import { createFileRoute } from '@tanstack/react-router';
import { loadReviewTexts } from '@/i18n';
import { ReviewPage } from '@/features/review/review-page';

export const Route = createFileRoute('/admin/review')({
  loader: () => loadReviewTexts(),
  component: () => <ReviewPage console="admin" />,
});
