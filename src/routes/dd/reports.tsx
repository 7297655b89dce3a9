/** `/dd/reports`: the weekly audit reports of the DD's districts and of the state, to download. */
import { createFileRoute } from '@tanstack/react-router';
import { loadChartTexts } from '@/i18n';
import { ReportsPage } from '@/features/reports';

export const Route = createFileRoute('/dd/reports')({
  // The page's texts come with it, not with the app (src/i18n/console-texts.ts).
  loader: () => loadChartTexts(),
  component: () => <ReportsPage canRemake={false} />,
});
