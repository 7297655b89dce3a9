/** `/x/connected`: the outcome of connecting an institution to X (the server's callback lands here). */
import { createFileRoute } from '@tanstack/react-router';
import { loadSignedInTexts } from '@/i18n';
import { XConnectedScreen, type XOutcome } from '@/features/x-connect/x-connected-screen';

const OUTCOMES: readonly XOutcome[] = ['connected', 'cancelled', 'failed'];

export const Route = createFileRoute('/x/connected')({
  validateSearch: (search: Record<string, unknown>): { x: XOutcome; organization?: number } => {
    const x = OUTCOMES.find((o) => o === search.x) ?? 'failed';
    const organization = Number(search.organization);
    return Number.isInteger(organization) && organization > 0 ? { x, organization } : { x };
  },
  loader: () => loadSignedInTexts(),
  component: function XConnectedRoute() {
    return <XConnectedScreen outcome={Route.useSearch().x} />;
  },
});
