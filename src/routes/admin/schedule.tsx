/** `/admin/schedule`: the meal slots per institution type; SUPER_ADMIN edits, ADMIN reads. */
import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage } from '@/features/admin/schedule-page';

export const Route = createFileRoute('/admin/schedule')({
  component: SchedulePage,
});
