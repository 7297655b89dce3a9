/** `/admin`: the home of ADMIN and SUPER_ADMIN accounts (homePathFor in common/roles.ts). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '@/features/admin/admin-home';

export const Route = createFileRoute('/admin/')({
  component: AdminHome,
});
