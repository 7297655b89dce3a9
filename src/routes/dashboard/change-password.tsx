/** `/dashboard/change-password`: the change-password form as a page (the header menu opens it as a popup). */
import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '@/features/account/change-password-page';

export const Route = createFileRoute('/dashboard/change-password')({
  component: ChangePasswordPage,
});
