/**
 * `/admin`: the home of ADMIN and SUPER_ADMIN accounts (homePathFor in common/roles.ts), with the
 * posts waiting for review (the review feature's count, composed here since features import none).
 */
import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '@/features/admin/admin-home';
import { ReviewCount } from '@/features/review';

export const Route = createFileRoute('/admin/')({
  component: () => <AdminHome notice={<ReviewCount to="/admin/review" />} />,
});
