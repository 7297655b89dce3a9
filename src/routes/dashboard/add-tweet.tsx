/** `/dashboard/add-tweet` ('Create Tweet'): placeholder until the posting issue lands. */
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/dashboard/coming-soon-page';

export const Route = createFileRoute('/dashboard/add-tweet')({
  component: () => <ComingSoonPage title="addTweet.title" note="addTweet.notYet" />,
});
