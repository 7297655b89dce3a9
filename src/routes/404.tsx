/** `/404`: where guards send users who may not see a page (docs/product.md, 'Screens and routes'); open to everyone. */
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';

export const Route = createFileRoute('/404')({
  component: () => <NotFoundScreen />,
});
