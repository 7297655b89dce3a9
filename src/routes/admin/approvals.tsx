/** `/admin/approvals`: password-reset requests waiting for an admin's decision. */
import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPage } from '@/features/admin/approvals-page';

export const Route = createFileRoute('/admin/approvals')({
  component: ApprovalsPage,
});
