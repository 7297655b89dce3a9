/** `/dashboard/outbox`: the posts this warden left on the phone, sent and unsent (docs/product.md, 'The outbox'). */
import { createFileRoute } from '@tanstack/react-router';
import { OutboxScreen } from '@/features/outbox/outbox-screen';

export const Route = createFileRoute('/dashboard/outbox')({
  component: OutboxScreen,
});
