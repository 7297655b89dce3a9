/** `/admin/review`: the state's flagged posts waiting for a decision (docs/review.md). */
import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '@/features/review/review-page';

export const Route = createFileRoute('/admin/review')({
  component: () => <ReviewPage console="admin" />,
});
