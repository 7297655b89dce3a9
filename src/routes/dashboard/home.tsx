/**
 * `/dashboard/home`: the greeting card, today's checklist per hostel (what is left to post and by
 * when), a banner for each institution whose posts cannot reach X (only when X is set up), the four
 * 'In This Month' cards and the 'recent Tweets' table. The recent table's page is kept in `?page=`
 * so a reload or Back keeps it; changing page does not jump to the top of the screen (the table
 * brings itself into view).
 */
import { createFileRoute } from '@tanstack/react-router';
import { usePageChange, validatePageSearch } from '@/lib/page-search';
import { HomeScreen } from '@/features/dashboard/home-screen';
import { StatCards } from '@/features/tweets/components/stat-cards';
import { RecentTweets } from '@/features/tweets/components/recent-tweets';
import { useWardenInstitutions } from '@/features/compose';
import { XAccountBanners } from '@/features/x-connect';
import { TodayChecklist } from '@/features/today';
import { WardenHolidays } from '@/features/holidays';

export const Route = createFileRoute('/dashboard/home')({
  validateSearch: validatePageSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const { page = 1 } = Route.useSearch();
  const onPageChange = usePageChange(Route.useNavigate());
  const institutions = useWardenInstitutions();
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <HomeScreen />
      <TodayChecklist institutions={institutions.data?.items ?? []} />
      <XAccountBanners institutions={institutions.data?.items ?? []} />
      <StatCards />
      <WardenHolidays institutions={institutions.data?.items ?? []} />
      <RecentTweets page={page} onPageChange={onPageChange} />
    </div>
  );
}
