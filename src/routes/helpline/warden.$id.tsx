/** `/helpline/warden/{id}`: the read-only detail view of one warden; a malformed id goes back to the look-up. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { WardenDetail } from '@/features/helpline/detail-pages';

export const Route = createFileRoute('/helpline/warden/$id')({
  params: {
    parse: ({ id }) => ({ id: /^\d{1,15}$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ params }) => {
    if (params.id < 1) throw redirect({ to: '/helpline', replace: true });
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useParams();
  return <WardenDetail key={id} id={id} />;
}
