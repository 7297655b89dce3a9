/** `/dd/review`: the DD's flagged posts waiting for a decision (docs/review.md). */
import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '@/features/review/review-page';

export const Route = createFileRoute('/dd/review')({
  component: () => <ReviewPage console="dd" />,
});
