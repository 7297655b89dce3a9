/** `/content`: the content console's inbox (homePathFor in common/access.ts). */
import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/content/inbox-page';

export const Route = createFileRoute('/content/')({
  component: InboxPage,
});
