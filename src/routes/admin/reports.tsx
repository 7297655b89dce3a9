/** `/admin/reports`: every weekly audit report, to download or make again. */
import { createFileRoute } from '@tanstack/react-router';
import { loadChartTexts } from '@/i18n';
import { ReportsPage } from '@/features/reports';

export const Route = createFileRoute('/admin/reports')({
  // The page's texts come with it, not with the app (src/i18n/console-texts.ts).
  loader: () => loadChartTexts(),
  component: () => <ReportsPage canRemake />,
});
