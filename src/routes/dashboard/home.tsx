/** `/dashboard/home`: the warden's home (greeting and 'Post Tweet'). */
import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@/features/dashboard/home-screen';

export const Route = createFileRoute('/dashboard/home')({
  component: HomeScreen,
});
