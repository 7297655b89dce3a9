/** `/dd`: the deputy director's home (homePathFor in common/roles.ts). */
import { createFileRoute } from '@tanstack/react-router';
import { DdHome } from '@/features/dd/dd-home';

export const Route = createFileRoute('/dd/')({
  component: DdHome,
});
