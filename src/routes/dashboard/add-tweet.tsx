/** `/dashboard/add-tweet` ('Create Tweet'): the composer of a meal post (SPEC.md §2, issue 4). */
import { createFileRoute } from '@tanstack/react-router';
import { AddTweetScreen } from '@/features/compose/add-tweet-screen';

export const Route = createFileRoute('/dashboard/add-tweet')({
  component: AddTweetScreen,
});
