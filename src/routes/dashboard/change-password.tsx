/** `/dashboard/change-password`: placeholder until the change-password issue lands. */
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/dashboard/coming-soon-page';

export const Route = createFileRoute('/dashboard/change-password')({
  component: () => <ComingSoonPage title="changePassword.title" note="changePassword.notYet" />,
});
